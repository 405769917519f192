import type { Employee, PaycheckFederalW4 } from '@paydesk/contracts';
import type { Access } from '@paydesk/api/http/access';
import { federalTaxColumns, stateTaxColumns } from './employee-columns';
import type { SectionWriter } from './employee-section-writer';
import { checkStateCertificate, type StateCertificate } from './state-certificates';

/** The federal W-4 and the work state's withholding certificate, either side may file. */
export function createEmployeeTaxService(sections: SectionWriter) {
  return {
    updateFederalTax: (
      access: Access,
      companyId: string,
      id: string,
      w4: PaycheckFederalW4,
      version: number,
    ): Promise<Employee> =>
      sections.writeSection(access, companyId, id, {
        version,
        action: 'employee.federal-tax-updated',
        build: async () => federalTaxColumns(w4),
        authorColumn: 'federal_tax_by',
      }),

    updateStateTax: (
      access: Access,
      companyId: string,
      id: string,
      certificate: StateCertificate,
      version: number,
    ): Promise<Employee> =>
      sections.writeSection(access, companyId, id, {
        version,
        action: 'employee.state-tax-updated',
        build: async (_, row) =>
          stateTaxColumns(checkStateCertificate(row.work_state, certificate, '')),
        authorColumn: 'state_tax_by',
      }),
  };
}
