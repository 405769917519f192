import * as z from '../z';

export const employmentTypes = ['full_time', 'part_time', 'seasonal', 'temporary'] as const;
export const employmentCategories = ['exempt', 'non_exempt'] as const;
export const paymentTypes = ['salary', 'hourly'] as const;
export const legalIdTypes = ['ssn', 'itin'] as const;
export const employeeStatuses = ['onboarding', 'active', 'terminated'] as const;
export const paymentMethods = ['direct_deposit', 'check'] as const;
export const employmentAuthorizationStatuses = [
  'citizen',
  'noncitizen_national',
  'permanent_resident',
  'authorized_alien',
] as const;
export const terminationReasons = [
  'resignation',
  'dismissal',
  'layoff',
  'retirement',
  'end_of_contract',
  'death',
  'other',
] as const;

export const employmentTypeSchema = z.enum(employmentTypes, {
  error: 'Choose full-time, part-time, seasonal or temporary',
});
export const employmentCategorySchema = z.enum(employmentCategories, {
  error: 'Choose exempt or non-exempt',
});
export const paymentTypeSchema = z.enum(paymentTypes, { error: 'Choose salary or hourly' });
export const legalIdTypeSchema = z.enum(legalIdTypes, { error: 'Choose SSN or ITIN' });
export const employeeStatusSchema = z.enum(employeeStatuses);
export const paymentMethodSchema = z.enum(paymentMethods, {
  error: 'Choose direct deposit or check',
});
export const employmentAuthorizationStatusSchema = z.enum(employmentAuthorizationStatuses, {
  error: 'Choose an employment authorization status',
});
export const terminationReasonSchema = z.enum(terminationReasons, {
  error: 'Choose a termination reason',
});

export type EmploymentType = z.infer<typeof employmentTypeSchema>;
export type EmploymentCategory = z.infer<typeof employmentCategorySchema>;
export type PaymentType = z.infer<typeof paymentTypeSchema>;
export type LegalIdType = z.infer<typeof legalIdTypeSchema>;
export type EmployeeStatus = z.infer<typeof employeeStatusSchema>;
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export type TerminationReason = z.infer<typeof terminationReasonSchema>;
