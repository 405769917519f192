import { UserSummaryDashboard } from './user-summary-dashboard';

/** /employee/dashboard until the pay-stub feature brings its own. */
export function EmployeeDashboard() {
  return <UserSummaryDashboard titleId="dashboard.employee.title" />;
}
