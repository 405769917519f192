import type { FeaturePlugin } from '@paydesk/api/http/feature';
import { registerOperations } from '@paydesk/api/http/operation';
import { getHealth } from './operations/get-health';
import { createHealthServices } from './services';

/** Liveness for load balancers and the start script. */
export const healthFeature: FeaturePlugin = async (app, { context, auth }) => {
  registerOperations(
    app.withTypeProvider(),
    { services: await createHealthServices(context), auth, tags: ['health'] },
    [getHealth],
  );
};
