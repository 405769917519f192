import type { Employee } from '@paydesk/contracts';
import { DeductionsPanel } from './deductions-panel';
import { GarnishmentsPanel } from './garnishments-panel';

/** What the employee profile gives the tabs it hosts (the employees feature's slot props). */
export type EmployeeTabProps = { companyId: string; employee: Employee };

/** The profile's Deductions tab: owners and administrators add and end; a terminated employee's are kept to read. */
export function EmployeeDeductionsTab({ companyId, employee }: EmployeeTabProps) {
  return (
    <DeductionsPanel
      companyId={companyId}
      employeeId={employee.id}
      editable={employee.status !== 'terminated'}
    />
  );
}

/** The profile's Garnishments tab (the company pages are for owners and administrators only). */
export function EmployeeGarnishmentsTab({ companyId, employee }: EmployeeTabProps) {
  return (
    <GarnishmentsPanel
      companyId={companyId}
      employeeId={employee.id}
      editable={employee.status !== 'terminated'}
    />
  );
}

/** The employee's own deductions on their profile, to read. */
export function OwnDeductionsCard({ companyId, employee }: EmployeeTabProps) {
  return <DeductionsPanel companyId={companyId} employeeId={employee.id} editable={false} />;
}
