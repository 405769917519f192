import { Navigate } from 'react-router';
import { useAuth } from '@web/features/auth';
import { Loader } from '@web/shared/ui/loader';
import { homePathFor } from './role-home';

/** `/` sends each user to their own area, with a spinner while the user loads (spec §2.2). */
export function RootRedirect() {
  const { isInitialized, isLoggedIn, user } = useAuth();
  if (!isInitialized) return <Loader fullScreen />;
  return <Navigate to={homePathFor(isLoggedIn ? user : null)} replace />;
}
