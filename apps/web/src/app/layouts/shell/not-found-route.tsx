import { useAuth } from '@web/features/auth';
import { ErrorScreen } from '@web/features/site';
import { Loader } from '@web/shared/ui/loader';
import { ShellLayout } from './shell-layout';

/**
 * An address no route knows: the 404 screen inside the signed-in user's shell (with the menu of
 * their main role), or on its own page for a visitor who is not signed in.
 */
export function NotFoundRoute() {
  const { isInitialized, isLoggedIn } = useAuth();
  if (!isInitialized) return <Loader fullScreen />;
  if (!isLoggedIn) return <ErrorScreen code="404" fullPage />;
  return (
    <ShellLayout>
      <ErrorScreen code="404" />
    </ShellLayout>
  );
}
