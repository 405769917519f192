// The public face of the deductions feature: the app layer mounts these.
export { deductionsMessageLoaders } from './locales/loaders';

/** The employee profile's Deductions and Garnishments tabs, and the employee's own deductions. */
export const loadDeductionTabs = async () => import('./components/profile-tabs');
