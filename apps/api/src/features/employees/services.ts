import type { AppContext } from '@paydesk/api/platform/app-context';
import { createEmployeeAssessment } from './employee-assessment';
import { createEmploymentService } from './employee-employment-service';
import { createEmployeeHiringService } from './employee-hiring-service';
import type { EmployeePorts } from './employee-ports';
import { createEmployeeProfileService } from './employee-profile-service';
import { createSectionWriter } from './employee-section-writer';
import { createEmployeeTaxService } from './employee-tax-service';
import { createEmployeeTerminationService } from './employee-termination-service';
import { createInvitationResendService } from './invitation-resend-service';
import { createInvitationsService } from './invitations-service';

/**
 * The employees feature's services, bound to the platform and its ports once at boot. The
 * record's services share its reading (`assessment`) and its one way of writing a section.
 */
export function createEmployeeServices(context: AppContext, ports: EmployeePorts) {
  const invitations = createInvitationsService(context);
  const assessment = createEmployeeAssessment(context, ports);
  const sections = createSectionWriter(context, assessment);
  const { get, readinessOf, settleStatus } = assessment;
  return {
    invitations,
    records: {
      get,
      readinessOf,
      settleStatus,
      ...createEmployeeHiringService(context, ports, invitations, assessment),
      ...createEmployeeProfileService(context, sections),
      ...createEmploymentService(sections),
      ...createEmployeeTaxService(sections),
      ...createEmployeeTerminationService(context, ports, assessment),
      ...createInvitationResendService(context, invitations, assessment),
    },
  };
}

export type EmployeeServices = ReturnType<typeof createEmployeeServices>;
