// The employer's view of one stub, under the employee's profile (decision in docs/decisions.md),
// is payroll's `payStubPath`: payroll links to it too and cannot depend on this feature.

/** The profile opened at its Pay stubs tab. */
export const profilePayStubsPath = (companyId: string, employeeId: string) =>
  `/company/${companyId}/employee-management/profile/${employeeId}?tab=pay-stubs`;

export const MY_PAY_STUBS_PATH = '/employee/pay-stubs';

/** The employee's own view of one stub. */
export const myPayStubPath = (stubId: string) => `${MY_PAY_STUBS_PATH}/${stubId}`;
