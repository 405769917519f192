import {
  employeeSchema,
  headerNames,
  type Employee,
  type TerminationReason,
} from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/shared/http/http-client';
import { companyHeader } from '@web/shared/http/company-header';
import { employeeKeys, employeePath } from './employee-keys';

export type Termination = {
  date: string;
  reason: TerminationReason;
  /** Also take the employee out of the open draft or approved payroll they are in. */
  overrideCurrentPayroll: boolean;
};

/** DELETE /employees/{id}: the date and reason travel in headers (spec §7.2). */
export async function terminateEmployee(
  companyId: string,
  id: string,
  termination: Termination,
): Promise<Employee> {
  const { data } = await apiRequest(employeePath(id), {
    method: 'DELETE',
    headers: {
      ...companyHeader(companyId),
      [headerNames.terminationDate]: termination.date,
      [headerNames.terminationReason]: termination.reason,
      ...(termination.overrideCurrentPayroll
        ? { [headerNames.overrideCurrentPayroll]: 'true' }
        : {}),
    },
    schema: employeeSchema,
  });
  return data;
}

export function useTerminateEmployee(companyId: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (termination: Termination) => terminateEmployee(companyId, id, termination),
    onSuccess: (employee) => {
      queryClient.setQueryData(employeeKeys.detail(companyId, id), employee);
      return queryClient.invalidateQueries({ queryKey: employeeKeys.lists(companyId) });
    },
  });
}
