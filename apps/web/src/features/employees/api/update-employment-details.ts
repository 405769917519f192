import type { Employee, EmploymentDetailsRequest } from '@paydesk/contracts';
import { updateEmployeeSection, useUpdateEmployeeSection } from './update-employee-section';

/** PUT /employees/{id}/employment-details: the job, the pay and how it is paid (admin, owner). */
export const updateEmploymentDetails = (
  companyId: string,
  id: string,
  body: EmploymentDetailsRequest,
): Promise<Employee> => updateEmployeeSection(companyId, id, 'employment-details', body);

export const useUpdateEmploymentDetails = (companyId: string, id: string) =>
  useUpdateEmployeeSection<EmploymentDetailsRequest>(companyId, id, 'employment-details');
