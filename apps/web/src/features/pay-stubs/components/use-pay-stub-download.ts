import { useMemo } from 'react';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { useNotify } from '@web/shared/notify';
import { useDownloadPayStub } from '../api/download-pay-stub';
import type { StubOwner } from '../api/pay-stub-keys';

/** Downloads a stub's PDF; 'Failed to download pay stub' (spec §8) when it cannot. */
export function usePayStubDownload(owner: StubOwner) {
  const notify = useNotify();
  const { locale } = useFormatters();
  const { mutate, isPending } = useDownloadPayStub(owner, locale);
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
