import type { ApiInstance, AppContext } from '../app-context';
import { registerAuthRoutes } from './auth/routes';
import { registerCompanyRoutes } from './companies/routes';
import { registerContactRoutes } from './contact/routes';
import { registerHealthRoutes } from './health/routes';
import { registerMailRoutes } from './mail/routes';
import { registerPaycheckRoutes } from './paycheck/routes';

/** Every feature's routes; a new feature adds one line here. */
export function registerFeatures(app: ApiInstance, context: AppContext): void {
  registerHealthRoutes(app, context);
  registerContactRoutes(app, context);
  registerAuthRoutes(app, context);
  registerMailRoutes(app, context);
  registerCompanyRoutes(app, context);
  registerPaycheckRoutes(app, context);
}
