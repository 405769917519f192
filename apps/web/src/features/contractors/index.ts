// The public face of the contractors feature: the app layer mounts these.
export { contractorsMessageLoaders } from './locales/loaders';

/** /company/{id}/contractors: the company's contractors; loaded when first visited. */
export const loadContractorsPage = async () =>
  (await import('./pages/contractors-page')).ContractorsPage;

/** /company/{id}/contractors/{contractorId}: one contractor's profile. */
export const loadContractorProfilePage = async () =>
  (await import('./pages/contractor-profile-page')).ContractorProfilePage;

/** /company/{id}/contractors/pay: choose, preview and approve a contractor payment run. */
export const loadPayContractorsPage = async () =>
  (await import('./pages/pay-contractors-page')).PayContractorsPage;

/** /contractor/dashboard: the contractor's payments, 1099-NEC forms and W-9 status. */
export const loadContractorDashboardPage = async () =>
  (await import('./self-service/pages/contractor-dashboard-page')).ContractorDashboardPage;

/** /contractor/profile: the contractor's own W-9 data and bank account. */
export const loadMyContractorProfilePage = async () =>
  (await import('./self-service/pages/my-contractor-profile-page')).MyContractorProfilePage;

/** /accept-contractor-invitation?token=: the invited contractor chooses a password. */
export const loadAcceptContractorInvitationPage = async () =>
  (await import('./self-service/pages/accept-contractor-invitation-page'))
    .AcceptContractorInvitationPage;
