import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@web/features/auth';
import { employeeQueryOptions } from '../../api/get-employee';

/**
 * The signed-in employee's own record, read with the session's company and employee ids; the
 * section forms write the same cache entry, so a save shows at once on every self-service page.
 */
export function useOwnEmployee() {
  const { user } = useAuth();
  const companyId = user?.companyId ?? '';
  const employeeId = user?.employeeId ?? '';
  const query = useQuery({
    ...employeeQueryOptions(companyId, employeeId),
    enabled: companyId !== '' && employeeId !== '',
  });
  return { companyId, employeeId, hasRecord: companyId !== '' && employeeId !== '', query };
}
