/** The payroll pages' addresses (spec §2.3). */
export const managementPath = (companyId: string) => `/company/${companyId}/payroll-management`;

/** The management page with a payroll's view open. */
export const payrollViewPath = (companyId: string, payrollId: string) =>
  `${managementPath(companyId)}?${new URLSearchParams({ payrollId }).toString()}`;

/** The create page: a period preselected, or a draft already made (then its editor). */
export function createPath(
  companyId: string,
  choice: { payGroupId: string; periodEnd: string } | { draftId: string } | null = null,
): string {
  const base = `${managementPath(companyId)}/create`;
  return choice ? `${base}?${new URLSearchParams(choice).toString()}` : base;
}

export const editPath = (companyId: string, payrollId: string) =>
  `${managementPath(companyId)}/edit/${payrollId}`;

/**
 * The employer's view of an employee's pay stub, on their profile: the pay stubs feature mounts
 * it, payroll links to it; kept here because pay stubs depend on payroll, not the reverse.
 */
export const payStubPath = (companyId: string, employeeId: string, payStubId: string) =>
  `/company/${companyId}/employee-management/profile/${employeeId}/pay-stubs/${payStubId}`;
