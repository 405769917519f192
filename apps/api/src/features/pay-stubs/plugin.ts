import type { FeaturePlugin } from '@paydesk/api/http/feature';
import { registerOperations } from '@paydesk/api/http/operation';
import { getPayStub } from './operations/get-pay-stub';
import { getPayStubFile } from './operations/get-pay-stub-file';
import { listPayStubs } from './operations/list-pay-stubs';
import { requestStubArchive } from './operations/request-stub-archive';
import { voidPayStubPayment } from './operations/void-pay-stub-payment';
import type { PayStubServices } from './services';

/** Pay stubs: an employee's list, the whole stub, its PDF, voiding a payment, a payroll's ZIP. */
export const payStubsFeature =
  (services: PayStubServices): FeaturePlugin =>
  async (app, { auth }) => {
    registerOperations(app.withTypeProvider(), { services, auth, tags: ['pay-stubs'] }, [
      listPayStubs,
      getPayStub,
      getPayStubFile,
      voidPayStubPayment,
      requestStubArchive,
    ]);
  };
