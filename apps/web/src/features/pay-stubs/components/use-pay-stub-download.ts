import { useCallback, useMemo, useState } from 'react';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { useNotify } from '@web/shared/notify';
import type { StubOwner } from '../api/pay-stub-keys';

/**
 * Downloads a stub's PDF; 'Failed to download pay stub' (spec §8) when it cannot. The download
 * call is fetched at the first press: the dashboard's latest stub card shows the button, and its
 * first download carries no mutation machinery for a press that may never come.
 */
export function usePayStubDownload(owner: StubOwner) {
  const notify = useNotify();
  const { locale } = useFormatters();
  const [isPending, setPending] = useState(false);
  const start = useCallback(
    (stubId: string) => {
      setPending(true);
      import('../api/download-pay-stub')
        .then(({ savePayStub }) => savePayStub(owner, stubId, locale))
        .catch((error: unknown) => notify.failure(error, 'payStubs.error.download'))
        .finally(() => setPending(false));
    },
    [owner, locale, notify],
  );
  return useMemo(() => ({ isPending, start }), [isPending, start]);
}
