import type { PayrollStatus } from '@paydesk/contracts';

export type ChipColor = 'default' | 'primary' | 'success' | 'warning' | 'error' | 'info';

const colors: Readonly<Record<PayrollStatus, ChipColor>> = {
  approved: 'primary',
  processing: 'info',
  paid: 'success',
  cancelled: 'default',
};

export const payrollStatusColor = (status: PayrollStatus): ChipColor => colors[status];
export const payrollStatusLabelId = (status: PayrollStatus) => `payroll.status.${status}`;

/** Only an approved payroll may still change: cancelled, edited, its pay date moved. */
export const isChangeable = (status: PayrollStatus): boolean => status === 'approved';
