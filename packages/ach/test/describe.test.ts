import { describe, expect, it } from 'vitest';
import { describeAch } from '../src/index';
import { edit, readFixture } from './helpers';

describe('describeAch', () => {
  it('summarises the payroll file', () => {
    const summary = describeAch(readFixture('payroll-ppd-balanced.ach'));
    expect(summary).toMatchObject({
      valid: true,
      mode: 'strict',
      immediateDestination: '121042882',
      createdAt: '2026-01-14T09:30:00Z',
      batchCount: 1,
      entryCount: 4,
      addendaCount: 0,
      debitTotalCents: 705302,
      creditTotalCents: 705302,
      balanced: true,
      effectiveEntryDates: ['2026-01-15'],
      findings: [],
    });
    expect(summary.batches[0]).toMatchObject({
      line: 2,
      batchNumber: 1,
      standardEntryClass: 'PPD',
      serviceClassCode: 200,
      entryCount: 4,
      hasOffset: true,
    });
  });

  it('summarises the three batches of the WEB sample', () => {
    const summary = describeAch(readFixture('moov-web-debit.ach'));
    expect(
      summary.batches.map((b) => [b.entryCount, b.debitTotalCents, b.creditTotalCents]),
    ).toEqual([
      [4, 0, 9320],
      [1, 0, 17500],
      [1, 15000, 0],
    ]);
    expect(summary.effectiveEntryDates).toEqual(['2015-03-05', '2015-03-06', '2015-03-16']);
    expect(summary.balanced).toBe(false);
  });

  it('includes the findings and the verdict of the mode', () => {
    const broken = edit(readFixture('payroll-ppd-balanced.ach'), 3, 12, '5');
    const summary = describeAch(broken);
    expect(summary.valid).toBe(false);
    expect(summary.findings).toEqual([expect.objectContaining({ line: 3, rule: 'check-digit' })]);
    const lenient = describeAch(readFixture('moov-ppd-debit.ach'), { mode: 'lenient' });
    expect(lenient).toMatchObject({ valid: true, mode: 'lenient', entryCount: 1 });
    expect(lenient.findings).toHaveLength(2);
  });
});
