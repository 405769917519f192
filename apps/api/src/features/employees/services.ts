import type { AppContext } from '@paydesk/api/platform/app-context';
import { createEmployeeRecordsService } from './employee-records-service';
import type { EmployeePorts } from './employee-ports';
import { createInvitationsService } from './invitations-service';

/** The employees feature's services, bound to the platform and its ports once at boot. */
export function createEmployeeServices(context: AppContext, ports: EmployeePorts) {
  const invitations = createInvitationsService(context);
  return { invitations, records: createEmployeeRecordsService(context, ports, invitations) };
}

export type EmployeeServices = ReturnType<typeof createEmployeeServices>;
