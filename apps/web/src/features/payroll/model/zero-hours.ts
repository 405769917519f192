import type { PayrollDraftLine } from '@paydesk/contracts';

type Line = Pick<
  PayrollDraftLine,
  | 'employeeId'
  | 'firstName'
  | 'lastName'
  | 'paymentType'
  | 'excluded'
  | 'regularHours'
  | 'overtimeHours'
>;

/**
 * The hourly employees a commit would pay for no hours: in the run, and neither regular nor
 * overtime hours entered. The commit goes through all the same (someone may truly not have
 * worked); the owner is asked first, since a forgotten time sheet is the likelier cause.
 */
export function zeroHourLines(lines: readonly Line[]): { employeeId: string; name: string }[] {
  return lines
    .filter(
      (line) =>
        line.paymentType === 'hourly' &&
        !line.excluded &&
        line.regularHours === 0 &&
        line.overtimeHours === 0,
    )
    .map((line) => ({ employeeId: line.employeeId, name: `${line.firstName} ${line.lastName}` }));
}
