import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '@web/features/auth';
import { Loader } from '@web/shared/ui/loader';
import { decideAccess, type RouteAccess } from './role-home';

/**
 * Guards a branch of routes (spec §5): signed-out visitors go to /login, users without one of
 * the roles to /unauthorized. The server checks every call anyway; this is for comfort. A visitor
 * comes back to the page they asked for after signing in; a session that ended on the page does
 * not leave it as a return address, since whoever signs in next on this tab may be someone else.
 */
export function RequireAccess({ access }: { access: RouteAccess }) {
  const auth = useAuth();
  const location = useLocation();
  switch (decideAccess(auth, access)) {
    case 'wait':
      return <Loader fullScreen />;
    case 'login':
      return (
        <Navigate
          to="/login"
          replace
          state={auth.hasEndedSession ? undefined : { from: location }}
        />
      );
    case 'unauthorized':
      return <Navigate to="/unauthorized" replace />;
    case 'allow':
      return <Outlet />;
  }
}
