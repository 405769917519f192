import type { AppContext } from '@paydesk/api/platform/app-context';
import { createHealthReader } from './service';

export const createHealthServices = async (context: AppContext) => ({
  read: await createHealthReader(context),
});

export type HealthServices = Awaited<ReturnType<typeof createHealthServices>>;
