import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { AuthProvider } from '@web/features/auth';
import { configureHttpClient } from '@web/shared/http/http-client';
import { NavigationProgress } from './navigation-progress';

/** Any 401 answer sends the browser to the sign-in page (spec §4.1.9, §8). */
function UnauthorizedRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    configureHttpClient({ onUnauthorized: () => void navigate('/login', { replace: true }) });
    return () => configureHttpClient({ onUnauthorized: () => undefined });
  }, [navigate]);
  return null;
}

/** The router's root: the session lives inside the router so it can navigate. */
export function RootRoute() {
  return (
    <AuthProvider>
      <UnauthorizedRedirect />
      <NavigationProgress />
      <Outlet />
    </AuthProvider>
  );
}
