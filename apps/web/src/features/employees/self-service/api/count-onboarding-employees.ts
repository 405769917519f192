import { useQuery } from '@tanstack/react-query';
import { employeeKeys } from '../../api/employee-keys';
import { employeePageFetcher } from '../../api/list-employees';

const ONBOARDING = { q: '', status: 'onboarding' };

/** How many of the company's employees are still onboarding: one row asked, `totalItems` read. */
export async function countOnboardingEmployees(companyId: string): Promise<number> {
  const page = await employeePageFetcher(companyId, ONBOARDING)({ pageKey: null, pageSize: 1 });
  return page.page.totalItems;
}

// Under the company's list keys, so adding or saving an employee refreshes the count too.
export const useOnboardingEmployeeCount = (companyId: string) =>
  useQuery({
    queryKey: [...employeeKeys.list(companyId, ONBOARDING), 'count'],
    queryFn: () => countOnboardingEmployees(companyId),
  });
