import type { FeaturePlugin } from '@paydesk/api/http/feature';
import { registerOperations } from '@paydesk/api/http/operation';
import { createPayGroup } from './operations/create-pay-group';
import { getPayGroup } from './operations/get-pay-group';
import { listPayGroups } from './operations/list-pay-groups';
import { listPayrollSchedules } from './operations/list-payroll-schedules';
import { patchPayGroup } from './operations/patch-pay-group';
import type { PayGroupServices } from './services';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- only an interface merges into the library's own declaration
  interface FastifyInstance {
    payGroupServices: PayGroupServices;
  }
}

/** Pay groups and their computed payroll schedules; the payroll feature supplies the ledger. */
export const payGroupsFeature =
  (services: PayGroupServices): FeaturePlugin =>
  async (app, { auth }) => {
    app.decorate('payGroupServices', services);
    registerOperations(app.withTypeProvider(), { services, auth, tags: ['pay-groups'] }, [
      createPayGroup,
      listPayGroups,
      getPayGroup,
      patchPayGroup,
      listPayrollSchedules,
    ]);
  };
