/** Where on the employee profile a field is fixed (the employees feature knows its tabs). */
export type ProfileTarget = { tab: string; section: string };
export type ProfileTargetOf = (path: string) => ProfileTarget;

export const employeeProfilePath = (companyId: string, employeeId: string) =>
  `/company/${companyId}/employee-management/profile/${employeeId}`;

const LINE_PATH = /^lines\.([^.]+)\.?(.*)$/;

/** The employee and field a commit failure names (`lines.{employeeId}.{field}`), if any. */
export function lineOfPath(path: string): { employeeId: string; field: string } | null {
  const match = LINE_PATH.exec(path);
  return match?.[1] ? { employeeId: match[1], field: match[2] ?? '' } : null;
}

/**
 * The page that fixes a readiness item: the employee's profile at the tab and section holding
 * the field, the company page for its onboarding, its settings for the funding account, the
 * Local taxes page for a rate not entered, the employee list when nobody is in the run. Nothing for what is fixed in the editor itself (the
 * pay date) or by nobody here (a tax year without figures, a terminated employee).
 */
export function readinessFixPath(
  companyId: string,
  item: { code: string; path: string },
  targetOf: ProfileTargetOf,
  employeeId: string | null = null,
): string | null {
  const line = lineOfPath(item.path);
  const employee = employeeId ?? line?.employeeId ?? null;
  const field = line ? line.field : item.path;
  const toProfile = (employeeId: string) => {
    const { tab, section } = targetOf(field);
    const query = new URLSearchParams({ tab, section });
    return `${employeeProfilePath(companyId, employeeId)}?${query.toString()}`;
  };
  if (item.code.startsWith('employee.')) {
    if (!employee || item.code === 'employee.terminated') return null;
    return toProfile(employee);
  }
  // A local tax: a rate the company has not entered, or a code the certificate lacks.
  if (item.code === 'payroll.local_tax_missing') {
    if (employee && field.startsWith('stateTax.')) return toProfile(employee);
    return `/company/${companyId}/view-and-config/local-taxes`;
  }
  switch (item.code) {
    case 'company.not_active':
      return `/company/${companyId}`;
    case 'company.funding_account_missing':
      return `/company/${companyId}/view-and-config`;
    case 'payroll.no_employees':
      return `/company/${companyId}/employee-management`;
    default:
      return null;
  }
}

/** The catalogue id of a readiness code's text (the employees feature holds the employee ones). */
export const readinessTextId = (code: string) =>
  code.startsWith('employee.') ? `employees.readiness.${code}` : `payroll.readiness.${code}`;

/**
 * The catalogue id and values of a readiness entry's text. A missing local tax names its code
 * (`localTaxes.<code>`) or the certificate field that lacks one (`…stateTax.<field>`).
 */
export const readinessText = (entry: {
  readonly code: string;
  readonly path: string;
}): { id: string; values: Record<string, string> } => {
  const id = readinessTextId(entry.code);
  if (entry.code !== 'payroll.local_tax_missing') return { id, values: {} };
  const field = /(?:^|\.)stateTax\.(\w+)$/.exec(entry.path);
  if (field?.[1] !== undefined) return { id: `${id}.certificate`, values: { field: field[1] } };
  const code = /(?:^|\.)localTaxes\.(.+)$/.exec(entry.path);
  return code?.[1] === undefined
    ? { id, values: {} }
    : { id: `${id}.rate`, values: { code: code[1] } };
};
