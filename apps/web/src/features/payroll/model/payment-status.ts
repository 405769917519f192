import type { PayrollItem } from '@paydesk/contracts';
import type { ChipColor } from './payroll-status';

export type PaymentChip = {
  labelId: string;
  values: Record<string, string>;
  color: ChipColor;
  variant: 'filled' | 'outlined';
};

const colors: Readonly<Record<PayrollItem['paymentStatus'], ChipColor>> = {
  pending: 'default',
  paid: 'success',
  failed: 'error',
  voided: 'default',
};

/** One payment's status as a chip; a failed one names the bank's return code when it has one. */
export function paymentChip(item: Pick<PayrollItem, 'paymentStatus' | 'returnCode'>): PaymentChip {
  const hasCode = item.paymentStatus === 'failed' && Boolean(item.returnCode);
  return {
    labelId: hasCode ? 'payroll.payment.failedCode' : `payroll.payment.${item.paymentStatus}`,
    values: hasCode ? { code: item.returnCode ?? '' } : {},
    color: colors[item.paymentStatus],
    variant:
      item.paymentStatus === 'pending' || item.paymentStatus === 'voided' ? 'outlined' : 'filled',
  };
}
