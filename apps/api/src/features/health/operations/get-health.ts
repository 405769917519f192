import { healthSchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { publicPolicy } from '@paydesk/api/http/policy';
import type { HealthServices } from '../services';

export const getHealth = defineOperation<HealthServices>()({
  method: 'GET',
  url: '/api/health',
  policy: publicPolicy('health.read'),
  schema: {
    summary: 'Service health, database kind and migration version',
    response: { 200: healthSchema },
  },
  handle: (_input, health) => health.read(),
});
