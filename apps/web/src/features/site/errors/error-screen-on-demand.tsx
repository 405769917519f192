import { lazy, Suspense } from 'react';
import { Loader } from '@web/shared/ui/loader';
import type { ErrorScreenCode } from './error-code';

type Props = { code: ErrorScreenCode; fullPage?: boolean };

const LoadedErrorScreen = lazy(async () => ({
  default: (await import('./error-screen')).ErrorScreen,
}));

/**
 * The error screen, downloaded the first time one is shown: every route may need it, but most
 * visits never do, so it stays out of the first page's download.
 */
export function ErrorScreenOnDemand(props: Props) {
  return (
    <Suspense fallback={<Loader fullScreen={props.fullPage ?? false} />}>
      <LoadedErrorScreen {...props} />
    </Suspense>
  );
}
