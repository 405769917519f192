// The employees feature's public API: what other features may use. Its routes arrive with the
// employee screens; today it owns the employees table and the employee record's policy.
export { employeesService, type CompanyEmployeeRow } from './employees-service';
export type { NewEmployee } from './employee-repository';
export type { CompanyEmployeeFilter } from './employee-list-repository';
export { canSeeEmployee, employeePolicies, type EmployeeDirectory } from './employee-policy';
