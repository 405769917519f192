import type { Employee, EmployeeProfileRequest } from '@paydesk/contracts';
import { updateEmployeeSection, useUpdateEmployeeSection } from './update-employee-section';

/** PUT /employees/{id}/profile: identity and address; a legalId left out keeps the stored one. */
export const updateProfile = (
  companyId: string,
  id: string,
  body: EmployeeProfileRequest,
): Promise<Employee> => updateEmployeeSection(companyId, id, 'profile', body);

export const useUpdateProfile = (companyId: string, id: string) =>
  useUpdateEmployeeSection<EmployeeProfileRequest>(companyId, id, 'profile');
