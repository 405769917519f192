import { useMemo } from 'react';
import { payStubPath } from '@web/features/payroll';
import { SectionCard } from '@web/shared/ui/section-card';
import { canVoidPayments } from '../model/void-rules';
import { PayStubGrid } from './pay-stub-grid';

type Props = {
  companyId: string;
  employee: { id: string; firstName: string; lastName: string };
  /** The viewer's roles, from the session (the app reads it): who may void. */
  viewerRoles: readonly string[];
};

/** The Pay stubs tab of the employee profile: their stubs, newest first. */
export function EmployeePayStubsTab({ companyId, employee, viewerRoles }: Props) {
  const owner = useMemo(() => ({ companyId, employeeId: employee.id }), [companyId, employee.id]);
  const stubPath = useMemo(
    () => (stubId: string) => payStubPath(companyId, employee.id, stubId),
    [companyId, employee.id],
  );
  return (
    <SectionCard titleId="payStubs.list.title" testId="employee-pay-stubs">
      <PayStubGrid
        owner={owner}
        canVoid={canVoidPayments(viewerRoles)}
        employeeName={`${employee.firstName} ${employee.lastName}`}
        stubPath={stubPath}
      />
    </SectionCard>
  );
}
