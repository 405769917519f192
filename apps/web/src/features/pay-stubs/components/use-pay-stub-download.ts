import { useMemo } from 'react';
import { useNotify } from '@web/shared/notify';
import { useDownloadPayStub } from '../api/download-pay-stub';
import type { StubOwner } from '../api/pay-stub-keys';

/** Downloads a stub's PDF; 'Failed to download pay stub' (spec §8) when it cannot. */
export function usePayStubDownload(owner: StubOwner) {
  const notify = useNotify();
  const { mutate, isPending } = useDownloadPayStub(owner);
  return useMemo(
    () => ({
      isPending,
      start: (stubId: string) =>
        mutate(stubId, {
          onError: (error) => notify.failure(error, 'payStubs.error.download'),
        }),
    }),
    [mutate, isPending, notify],
  );
}
