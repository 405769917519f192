import { healthSchema } from '@paydesk/contracts';
import type { ApiInstance, AppContext } from '../../app-context';
import { readHealth } from './service';

export function registerHealthRoutes(app: ApiInstance, context: AppContext): void {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Service health, database kind and migration version',
        response: { 200: healthSchema },
      },
    },
    async () => readHealth(context),
  );
}
