// The public face of the time-off feature: the app layer mounts these.
export { timeOffDashboardMessageLoaders, timeOffMessageLoaders } from './locales/loaders';

/** /company/{id}/time-off: the requests inbox and the team calendar; loaded when first visited. */
export const loadTimeOffRequestsPage = async () =>
  (await import('./pages/time-off-requests-page')).TimeOffRequestsPage;

/** /company/{id}/time-off/policies: the company's policies and their assignment. */
export const loadTimeOffPoliciesPage = async () =>
  (await import('./pages/time-off-policies-page')).TimeOffPoliciesPage;

/** /employee/time-off: the employee's balances, requests and history. */
export const loadMyTimeOffPage = async () =>
  (await import('./pages/my-time-off-page')).MyTimeOffPage;

/** The employee dashboard's time-off card; the app passes it in. */
export const loadTimeOffCard = async () => (await import('./components/time-off-card')).TimeOffCard;
