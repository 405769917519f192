import { headerNames, pageOf, payrollListItemSchema } from '@paydesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@web/shared/http/http-client';
import { payrollKeys } from './payroll-keys';

/**
 * GET /payrolls?status=approved without a company: the approved payrolls of every company in
 * the caller's scope, i.e. those awaiting payment. Only the count is needed, so one row is read.
 */
export async function countAwaitingPayment(): Promise<number> {
  const { data } = await apiRequest('/payrolls?status=approved', {
    headers: { [headerNames.pageSize]: '1' },
    schema: pageOf(payrollListItemSchema),
  });
  return data.totalItems;
}

export const awaitingPaymentQueryOptions = () =>
  queryOptions({ queryKey: payrollKeys.awaitingPayment(), queryFn: countAwaitingPayment });

export const useAwaitingPaymentCount = () => useQuery(awaitingPaymentQueryOptions());
