// The employees feature's public API: what other features and the composition root may use.
export { employeesService, type CompanyEmployeeRow } from './employees-service';
export { employeeCountOf, type NewEmployee } from './employee-repository';
export type { CompanyEmployeeFilter } from './employee-list-repository';
export { employeePolicies } from './policies/employee-policy';
export { employeesFeature } from './plugin';
export { createEmployeeServices, type EmployeeServices } from './services';
export {
  noDepositAccounts,
  noPayrollRuns,
  type DepositAccountsPort,
  type EmployeePorts,
  type OpenPayroll,
  type PayrollMembershipPort,
} from './employee-ports';
export { onboardingSteps, readinessOf, statusOf, type DepositFacts } from './employee-readiness';
export { federalTaxOf } from './employee-answer';
export { needsStateCertificate } from './state-certificates';
