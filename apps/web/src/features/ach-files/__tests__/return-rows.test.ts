import { describe, expect, it } from 'vitest';
import { returnCounts, returnSections } from '../model/return-rows';

const result = {
  matched: [
    { payStubId: 'stub-2', returnCode: 'R03', reason: 'No account/unable to locate account' },
    { payStubId: 'stub-1', returnCode: 'R01', reason: 'Insufficient funds' },
  ],
  unmatched: [{ traceNumber: '091000010000099', returnCode: 'R02' }],
  notificationsOfChange: [
    {
      traceNumber: '091000010000003',
      changeCode: 'C01',
      correctedData: '12345678901',
      payStubId: 'stub-3',
    },
  ],
};

describe('the result of a return file', () => {
  it('lists failed payments, unmatched returns and changes, each sorted by code', () => {
    const sections = returnSections(result);
    expect(sections.map((section) => section.kind)).toEqual(['matched', 'unmatched', 'changes']);
    expect(sections[0]?.rows.map((row) => [row.payStubId, row.code, row.detail])).toEqual([
      ['stub-1', 'R01', 'Insufficient funds'],
      ['stub-2', 'R03', 'No account/unable to locate account'],
    ]);
    expect(sections[1]?.rows).toEqual([
      {
        key: 'u-091000010000099-R02',
        payStubId: null,
        traceNumber: '091000010000099',
        code: 'R02',
        detail: null,
      },
    ]);
    expect(
      sections[2]?.rows.map((row) => [row.traceNumber, row.code, row.detail, row.payStubId]),
    ).toEqual([['091000010000003', 'C01', '12345678901', 'stub-3']]);
  });

  it('leaves out the empty sections and counts each kind', () => {
    const onlyChanges = { ...result, matched: [], unmatched: [] };
    expect(returnSections(onlyChanges).map((section) => section.kind)).toEqual(['changes']);
    expect(returnSections({ matched: [], unmatched: [], notificationsOfChange: [] })).toEqual([]);
    expect(returnCounts(result)).toEqual({ matched: 2, unmatched: 1, changes: 1 });
  });

  it('lists a contractor’s returned deposit in its own section after the employees’ and counts it failed', () => {
    const withContractor = {
      ...result,
      contractorMatched: [
        {
          contractorPaymentId: 'run-1',
          contractorPaymentItemId: 'line-1',
          contractorId: 'k1',
          returnCode: 'R04',
          reason: 'Invalid account number',
        },
      ],
    };
    const sections = returnSections(withContractor);
    expect(sections.map((section) => section.kind)).toEqual([
      'matched',
      'contractors',
      'unmatched',
      'changes',
    ]);
    expect(sections[1]?.rows.map((row) => [row.payStubId, row.code, row.detail])).toEqual([
      ['line-1', 'R04', 'Invalid account number'],
    ]);
    expect(returnCounts(withContractor).matched).toBe(3);
  });
});
