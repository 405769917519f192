import {
  recurringDeductionKinds,
  recurringDeductionLineCode,
  type RecurringDeductionKind,
} from '@paydesk/contracts';
import { codeText, type PayLineCodeTexts } from '@web/shared/pay-lines/pay-line-names';

/** A deduction kind's name, from the pay-line vocabulary the stub and the register use too. */
export const deductionKindText = (texts: PayLineCodeTexts, kind: RecurringDeductionKind) =>
  codeText(texts, recurringDeductionLineCode(kind));

export const deductionKindOptions = (texts: PayLineCodeTexts) =>
  recurringDeductionKinds.map((kind) => ({ value: kind, label: deductionKindText(texts, kind) }));
