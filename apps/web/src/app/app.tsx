import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { Locale } from '../shared/i18n/locale';
import { AppProviders } from './providers';
import { routes } from './router/routes';

type AppRouter = ReturnType<typeof createBrowserRouter>;

type Props = {
  /** The language of the prerendered page this render hydrates (or, at build time, writes). */
  prerendered?: Locale | null;
  /** The prerender renders one address in a memory router; the browser uses its location. */
  createRouter?: () => AppRouter;
};

const browserRouter = (): AppRouter => createBrowserRouter(routes);

export function App({ prerendered = null, createRouter = browserRouter }: Props) {
  const [router] = useState(createRouter);
  return (
    <AppProviders prerendered={prerendered}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
