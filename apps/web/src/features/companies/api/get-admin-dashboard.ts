import { adminDashboardSchema, type AdminDashboard } from '@paydesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@web/shared/http/http-client';
import { companyKeys } from './company-keys';

/** GET /dashboard: the administrator's counts, onboarding companies and latest events. */
export async function getAdminDashboard(): Promise<AdminDashboard> {
  const { data } = await apiRequest('/dashboard', { schema: adminDashboardSchema });
  return data;
}

export const adminDashboardQueryOptions = () =>
  queryOptions({ queryKey: companyKeys.dashboard(), queryFn: getAdminDashboard });

export const useAdminDashboard = () => useQuery(adminDashboardQueryOptions());
