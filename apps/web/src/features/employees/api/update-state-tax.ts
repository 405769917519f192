import type { Employee, StateTaxRequest } from '@paydesk/contracts';
import { updateEmployeeSection, useUpdateEmployeeSection } from './update-employee-section';

/** PUT /employees/{id}/state-tax: the work state's withholding certificate. */
export const updateStateTax = (
  companyId: string,
  id: string,
  body: StateTaxRequest,
): Promise<Employee> => updateEmployeeSection(companyId, id, 'state-tax', body);

export const useUpdateStateTax = (companyId: string, id: string) =>
  useUpdateEmployeeSection<StateTaxRequest>(companyId, id, 'state-tax');
