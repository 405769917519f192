import type { OffCycleReason, PayrollType } from '@paydesk/contracts';

/** "Regular", or the off-cycle run's reason ("Off-cycle: bonus"). */
export const runTypeLabelId = (type: PayrollType, reason: OffCycleReason | null) =>
  type === 'regular' ? 'payroll.type.regular' : `payroll.offCycle.reason.${reason ?? 'other'}`;
