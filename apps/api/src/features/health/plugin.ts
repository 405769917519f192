import type { FeaturePlugin } from '@paydesk/api/http/feature';
import { registerOperations } from '@paydesk/api/http/operation';
import { getHealth } from './operations/get-health';
import type { HealthServices } from './services';

/** Liveness for load balancers and the start script. */
export const healthFeature =
  (services: HealthServices): FeaturePlugin =>
  async (app, { auth }) => {
    registerOperations(app.withTypeProvider(), { services, auth, tags: ['health'] }, [getHealth]);
  };
