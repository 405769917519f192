import type { AppContext } from '@paydesk/api/platform/app-context';
import { createContractorInvitationsService } from './contractor-invitations-service';
import { createContractorsService } from './contractors-service';
import { createOwnContractorService } from './own-contractor-service';

/** The contractors feature's services, bound to the platform once at boot. */
export function createContractorServices(context: AppContext) {
  const records = createContractorsService(context);
  return {
    records,
    invitations: createContractorInvitationsService(context, records),
    own: createOwnContractorService(context, records),
  };
}

export type ContractorServices = ReturnType<typeof createContractorServices>;
