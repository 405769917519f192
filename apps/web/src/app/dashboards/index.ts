/** The employee's dashboard, loaded when first visited. */
export const loadEmployeeDashboard = async () =>
  (await import('./employee-dashboard')).EmployeeDashboard;
