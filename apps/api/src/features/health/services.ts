import type { AppContext } from '@paydesk/api/platform/app-context';
import { readHealth } from './service';

export const createHealthServices = (context: AppContext) => ({ read: () => readHealth(context) });

export type HealthServices = ReturnType<typeof createHealthServices>;
