import type { AppContext } from '@paydesk/api/platform/app-context';
import { createContactService } from './service';

/** The contact feature's services, bound to the platform once at boot. */
export const createContactServices = (context: AppContext) => createContactService(context);

export type ContactServices = ReturnType<typeof createContactServices>;
