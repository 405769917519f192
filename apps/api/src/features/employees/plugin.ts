import type { FeaturePlugin } from '@paydesk/api/http/feature';
import { registerOperations } from '@paydesk/api/http/operation';
import type { EmployeePorts } from './employee-ports';
import { acceptInvitation } from './operations/accept-invitation';
import { createEmployee } from './operations/create-employee';
import { getEmployee } from './operations/get-employee';
import { resendInvitation } from './operations/resend-invitation';
import { terminateEmployee } from './operations/terminate-employee';
import { updateEmploymentDetails } from './operations/update-employment-details';
import { updateFederalTax } from './operations/update-federal-tax';
import { updateProfile } from './operations/update-profile';
import { updateStateTax } from './operations/update-state-tax';
import { createEmployeeServices, type EmployeeServices } from './services';

declare module 'fastify' {
  interface FastifyInstance {
    employeeServices: EmployeeServices;
  }
}

/** The employee record, its invitation and self-service; ports come from features above it. */
export const employeesFeature =
  (ports: EmployeePorts): FeaturePlugin =>
  async (app, { context, auth }) => {
    const services = createEmployeeServices(context, ports);
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
