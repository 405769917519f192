import type { ApiInstance, AppContext } from '../app-context';
import { registerHealthRoutes } from './health/routes';

/** Every feature's routes; a new feature adds one line here. */
export function registerFeatures(app: ApiInstance, context: AppContext): void {
  registerHealthRoutes(app, context);
}
