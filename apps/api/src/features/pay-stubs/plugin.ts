import type { FeaturePlugin } from '@paydesk/api/http/feature';
import { registerOperations } from '@paydesk/api/http/operation';
import { getPayStub } from './operations/get-pay-stub';
import { getPayStubFile } from './operations/get-pay-stub-file';
import { listPayStubs } from './operations/list-pay-stubs';
import { voidPayStubPayment } from './operations/void-pay-stub-payment';
import { createPayStubServices, type PayStubPorts } from './services';

/** Pay stubs: an employee's list, the whole stub, its PDF, and voiding a payment. */
export const payStubsFeature =
  (ports: PayStubPorts): FeaturePlugin =>
  async (app, { context, auth }) => {
    const services = createPayStubServices(context, ports);
    registerOperations(app.withTypeProvider(), { services, auth, tags: ['pay-stubs'] }, [
      listPayStubs,
      getPayStub,
      getPayStubFile,
      voidPayStubPayment,
    ]);
  };
