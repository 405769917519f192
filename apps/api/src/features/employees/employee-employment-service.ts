import type { Employee } from '@paydesk/contracts';
import type { Access } from '@paydesk/api/http/access';
import { employmentColumns } from './employee-columns';
import { payGroupColumns, type SectionWriter } from './employee-section-writer';

export type EmploymentChanges = Parameters<typeof employmentColumns>[0] & {
  payGroup?: string | null | undefined;
  version: number;
};

/** The job, the pay and the pay group: the employer's section of the record. */
export function createEmploymentService(sections: SectionWriter) {
  return {
    updateEmployment: (
      access: Access,
      companyId: string,
      id: string,
      changes: EmploymentChanges,
    ): Promise<Employee> =>
      sections.writeSection(access, companyId, id, {
        version: changes.version,
        action: 'employee.employment-updated',
        build: async (trx) => ({
          ...employmentColumns(changes),
          ...(await payGroupColumns(trx, companyId, changes.payGroup)),
        }),
      }),
  };
}
