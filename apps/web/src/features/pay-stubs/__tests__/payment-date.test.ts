import { describe, expect, it } from 'vitest';
import { paymentDateMessageId, readerToday } from '../model/payment-date';
import { listItem } from './fixtures';

describe('what a stub says of its pay date', () => {
  const today = '2026-11-26';

  it('says paid only once the server says the payment is paid', () => {
    expect(paymentDateMessageId(listItem({ paymentStatus: 'paid' }), today)).toBe(
      'payStubs.paymentDate.paid',
    );
  });

  it('a pending payment is scheduled for its pay date, today included', () => {
    for (const payDate of ['2026-12-04', today]) {
      expect(paymentDateMessageId(listItem({ payDate, paymentStatus: 'pending' }), today)).toBe(
        'payStubs.paymentDate.scheduled',
      );
    }
  });

  it('a payment still pending after its pay date is pending, not paid', () => {
    expect(
      paymentDateMessageId(listItem({ payDate: '2026-11-20', paymentStatus: 'pending' }), today),
    ).toBe('payStubs.paymentDate.pending');
  });

  it('a returned or voided payment says so', () => {
    expect(paymentDateMessageId(listItem({ paymentStatus: 'failed' }), today)).toBe(
      'payStubs.paymentDate.failed',
    );
    expect(
      paymentDateMessageId(listItem({ status: 'voided', paymentStatus: 'voided' }), today),
    ).toBe('payStubs.paymentDate.voided');
  });

  it('reads today in the reader’s own time zone', () => {
    expect(readerToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
