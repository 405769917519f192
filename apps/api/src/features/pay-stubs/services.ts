import type { AppContext } from '@paydesk/api/platform/app-context';
import { createPayStubsService } from './pay-stubs-service';
import type { PaymentVoids } from './payment-voids-port';
import { createStubArchives } from './stub-archive-service';

export type PayStubPorts = { voids: PaymentVoids };

/** The pay-stubs feature's services, bound to the platform and its ports once at boot. */
export function createPayStubServices(context: AppContext, ports: PayStubPorts) {
  const stubs = createPayStubsService(context, ports.voids);
  return { stubs, archives: createStubArchives(context, stubs) };
}

export type PayStubServices = ReturnType<typeof createPayStubServices>;
