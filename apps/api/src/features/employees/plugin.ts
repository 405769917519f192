import type { FeaturePlugin } from '@paydesk/api/http/feature';
import { registerOperations } from '@paydesk/api/http/operation';
import { acceptInvitation } from './operations/accept-invitation';
import { createEmployee } from './operations/create-employee';
import { getEmployee } from './operations/get-employee';
import { resendInvitation } from './operations/resend-invitation';
import { terminateEmployee } from './operations/terminate-employee';
import { updateEmploymentDetails } from './operations/update-employment-details';
import { updateFederalTax } from './operations/update-federal-tax';
import { updateProfile } from './operations/update-profile';
import { updateStateTax } from './operations/update-state-tax';
import type { EmployeeServices } from './services';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- only an interface merges into the library's own declaration
  interface FastifyInstance {
    employeeServices: EmployeeServices;
  }
}

/** The employee record, its invitation and self-service; its services carry the ports. */
export const employeesFeature =
  (services: EmployeeServices): FeaturePlugin =>
  async (app, { auth }) => {
    app.decorate('employeeServices', services);
    registerOperations(app.withTypeProvider(), { services, auth, tags: ['employees'] }, [
      createEmployee,
      getEmployee,
      updateProfile,
      updateEmploymentDetails,
      updateFederalTax,
      updateStateTax,
      terminateEmployee,
      resendInvitation,
      acceptInvitation,
    ]);
  };
