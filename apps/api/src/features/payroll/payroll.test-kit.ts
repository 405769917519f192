import { payrollHarness as demoPayrollHarness } from '@paydesk/api/test-support/payroll-harness';

/**
 * The shared payroll harness with the demo people paid by check, so payroll's own tests read
 * figures and readiness that no deposit account enters.
 */
export const payrollHarness = () => demoPayrollHarness({ paidBy: 'check' });
