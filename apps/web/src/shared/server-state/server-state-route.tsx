import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { createQueryClient } from './query-client';
import { registerServerStateReset } from './server-state-reset';

// One cache for the whole document, whichever branch of the route tree holds the provider, so
// moving between areas keeps it.
const queryClient = createQueryClient();
registerServerStateReset(() => queryClient.clear());

/** A pathless route around every page that reads or writes server state (all but sign-in). */
export function ServerStateRoute() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
