import { describe, expect, it } from 'vitest';
import { payStubPath } from '../model/paths';
import { paymentChip } from '../model/payment-status';

describe('a payment in the payroll view', () => {
  it('names the bank’s return code of a failed payment when the payroll carries it', () => {
    expect(paymentChip({ paymentStatus: 'failed', returnCode: 'R01' })).toEqual({
      labelId: 'payroll.payment.failedCode',
      values: { code: 'R01' },
      color: 'error',
      variant: 'filled',
    });
  });

  it('says only "failed" without a return code, and colours each status', () => {
    expect(paymentChip({ paymentStatus: 'failed' }).labelId).toBe('payroll.payment.failed');
    expect(paymentChip({ paymentStatus: 'failed', returnCode: null }).values).toEqual({});
    expect(paymentChip({ paymentStatus: 'paid' })).toMatchObject({
      labelId: 'payroll.payment.paid',
      color: 'success',
    });
    expect(paymentChip({ paymentStatus: 'pending' })).toMatchObject({
      labelId: 'payroll.payment.pending',
      variant: 'outlined',
    });
    expect(paymentChip({ paymentStatus: 'voided' }).color).toBe('default');
  });

  it('links a payment to the employee’s pay stub', () => {
    expect(payStubPath('c1', 'e1', 's1')).toBe(
      '/company/c1/employee-management/profile/e1/pay-stubs/s1',
    );
  });
});
