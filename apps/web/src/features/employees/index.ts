// The public face of the employees feature: the app layer mounts these.
export { employeesMessages } from './locales';
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

/** Where an employee readiness item is fixed on the profile (`?tab=&section=`), for payroll. */
export { readinessTarget, type ReadinessTarget } from './model/readiness-targets';
