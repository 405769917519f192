import { useRouteError } from 'react-router';
import { errorScreenCodeOf } from './error-code';
import { ErrorScreenOnDemand as ErrorScreen } from './error-screen-on-demand';

/** The error element of a route area: the screen that matches what went wrong. */
export function RouteErrorScreen({ fullPage = false }: { fullPage?: boolean }) {
  const error = useRouteError();
  return <ErrorScreen code={errorScreenCodeOf(error)} fullPage={fullPage} />;
}
