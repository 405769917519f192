import * as z from '../z';
import { deductionCodes } from '../pay-lines/deduction-codes';

export const payrollTypes = ['regular', 'off_cycle'] as const;
export const offCycleReasons = ['bonus', 'correction', 'termination', 'other'] as const;
export const withholdingMethods = ['regular', 'supplemental'] as const;
export const payrollStatuses = ['approved', 'processing', 'paid', 'cancelled'] as const;
export const paymentStatuses = ['pending', 'paid', 'failed', 'voided'] as const;
/** The deduction kinds a draft line may carry: the engine's kinds. */
export const payrollDeductionKinds = deductionCodes;

export const payrollTypeSchema = z.enum(payrollTypes);
export const offCycleReasonSchema = z.enum(offCycleReasons, {
  error: 'Choose bonus, correction, termination or other',
});
export const withholdingMethodSchema = z.enum(withholdingMethods, {
  error: 'Choose regular or supplemental withholding',
});
export const payrollStatusSchema = z.enum(payrollStatuses, {
  error: 'Choose approved, processing, paid or cancelled',
});
export const paymentStatusSchema = z.enum(paymentStatuses);
export const payrollDeductionKindSchema = z.enum(payrollDeductionKinds, {
  error: `Choose one of ${payrollDeductionKinds.join(', ')}`,
});

export type PayrollType = z.infer<typeof payrollTypeSchema>;
export type OffCycleReason = z.infer<typeof offCycleReasonSchema>;
export type WithholdingMethod = z.infer<typeof withholdingMethodSchema>;
export type PayrollStatus = z.infer<typeof payrollStatusSchema>;
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;
export type PayrollDeductionKind = z.infer<typeof payrollDeductionKindSchema>;
