import type { Employee, FederalTaxRequest } from '@paydesk/contracts';
import { updateEmployeeSection, useUpdateEmployeeSection } from './update-employee-section';

/** PUT /employees/{id}/federal-tax: the W-4 (2020 or 2019 form). */
export const updateFederalTax = (
  companyId: string,
  id: string,
  body: FederalTaxRequest,
): Promise<Employee> => updateEmployeeSection(companyId, id, 'federal-tax', body);

export const useUpdateFederalTax = (companyId: string, id: string) =>
  useUpdateEmployeeSection<FederalTaxRequest>(companyId, id, 'federal-tax');
