// The public face of the employees feature: the app layer mounts these.
export { employeesDashboardMessageLoaders, employeesMessageLoaders } from './locales/loaders';
export type { EmployeeProfileSlots, EmployeeTabProps } from './model/profile-slots';

/** The company's employee list with its data grid, loaded when first visited. */
export const loadEmployeeManagementPage = async () =>
  (await import('./pages/employee-management-page')).EmployeeManagementPage;

/** The add-employee wizard (date pickers, tax forms), loaded when first visited. */
export const loadAddEmployeePage = async () =>
  (await import('./pages/add-employee-page')).AddEmployeePage;

/** The employee profile; the app passes the tabs other features fill (`slots`). */
export const loadEmployeeProfilePage = async () =>
  (await import('./pages/employee-profile-page')).EmployeeProfilePage;

/** /accept-invitation: the invited employee sets a password and arrives signed in. */
export const loadAcceptInvitationPage = async () =>
  (await import('./pages/accept-invitation-page')).AcceptInvitationPage;

/** /employee/dashboard: the employee's status, onboarding checklist, job and pay. */
export const loadSelfServiceDashboardPage = async () =>
  (await import('./self-service/pages/self-service-dashboard-page')).SelfServiceDashboardPage;

/** /employee/profile: the employee's own profile, W-4 and state certificate. */
export const loadSelfServiceProfilePage = async () =>
  (await import('./self-service/pages/self-service-profile-page')).SelfServiceProfilePage;

/** The owner dashboard's count of employees still onboarding. */
export { OnboardingEmployeesCard } from './self-service/components/onboarding-employees-card';

/** Where an employee readiness item is fixed on the profile (`?tab=&section=`), for payroll. */
export { readinessTarget, type ReadinessTarget } from './model/readiness-targets';
