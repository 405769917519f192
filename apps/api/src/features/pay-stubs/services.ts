import type { AppContext } from '@paydesk/api/platform/app-context';
import { createPayStubsService } from './pay-stubs-service';
import type { PaymentVoids } from './payment-voids-port';

export type PayStubPorts = { voids: PaymentVoids };

/** The pay-stubs feature's services, bound to the platform and its ports once at boot. */
export const createPayStubServices = (context: AppContext, ports: PayStubPorts) => ({
  stubs: createPayStubsService(context, ports.voids),
});

export type PayStubServices = ReturnType<typeof createPayStubServices>;
