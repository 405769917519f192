import { headerNames, payStubSchema, type PayStub } from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/shared/http/http-client';
import { ownerHeaders, payStubKeys, type StubOwner } from './pay-stub-keys';

/**
 * DELETE /pay-stubs/{id}/payments: voids the stub's payment. `Pay-Date` repeats the stub's pay
 * date, so a void meant for one payment cannot land on another.
 */
export async function voidPayment(
  owner: StubOwner,
  stub: { id: string; payDate: string },
): Promise<PayStub> {
  const { data } = await apiRequest(`/pay-stubs/${encodeURIComponent(stub.id)}/payments`, {
    method: 'DELETE',
    headers: { ...ownerHeaders(owner), [headerNames.payDate]: stub.payDate },
    schema: payStubSchema,
  });
  return data;
}

export function useVoidPayment(owner: StubOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (stub: { id: string; payDate: string }) => voidPayment(owner, stub),
    onSuccess: (voided) => {
      queryClient.setQueryData(payStubKeys.stub(owner, voided.id), voided);
      return queryClient.invalidateQueries({ queryKey: payStubKeys.employee(owner) });
    },
  });
}
