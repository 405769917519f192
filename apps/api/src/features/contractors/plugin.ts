import type { FeaturePlugin } from '@paydesk/api/http/feature';
import { registerOperations } from '@paydesk/api/http/operation';
import { acceptContractorInvitation } from './operations/accept-contractor-invitation';
import { createContractor } from './operations/create-contractor';
import { getContractor } from './operations/get-contractor';
import { getOwnContractor } from './operations/get-own-contractor';
import { listContractors } from './operations/list-contractors';
import { sendContractorInvitation } from './operations/send-contractor-invitation';
import { updateContractor } from './operations/update-contractor';
import { updateOwnContractor } from './operations/update-own-contractor';
import type { ContractorServices } from './services';

/** Contractors: the company's 1099 payees, their invitations and their own W-9 data. */
export const contractorsFeature =
  (services: ContractorServices): FeaturePlugin =>
  async (app, { auth }) => {
    registerOperations(app.withTypeProvider(), { services, auth, tags: ['contractors'] }, [
      createContractor,
      listContractors,
      getContractor,
      updateContractor,
      sendContractorInvitation,
      acceptContractorInvitation,
      getOwnContractor,
      updateOwnContractor,
    ]);
  };
