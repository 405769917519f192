import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AchInputError,
  CHANGE_CODES,
  normalizeText,
  readReturnFile,
  RETURN_REASON_CODES,
  returnTransactionCode,
  writeReturnFile,
} from '../src/index';
import type { InputFinding, ReturnFileInput } from '../src/index';
import { routingNumber, text } from './arbitraries';
import { readFixture } from './helpers';

function sampleInput(): ReturnFileInput {
  return {
    immediateDestination: '121042882',
    immediateDestinationName: 'Paydesk Bank',
    immediateOrigin: '231380104',
    immediateOriginName: 'First Returning Bank',
    createdAt: '2026-11-20T08:30:00Z',
    companyName: 'Acme Payroll Inc',
    companyIdentification: '1234567890',
    companyEntryDescription: 'PAYROLL',
    companyDescriptiveDate: 'NOV 20',
    effectiveEntryDate: '2026-11-20',
    entries: [
      {
        routingNumber: '231380104',
        accountNumber: '12345678',
        amountCents: 215433,
        individualName: 'Alice Smith',
        individualId: 'EMP001',
        transactionCode: 22,
        originalTraceNumber: '121042880000002',
        returnCode: 'R03',
      },
      {
        routingNumber: '011000015',
        accountNumber: '000777',
        amountCents: 5000,
        individualName: 'Carol Lee',
        individualId: 'EMP003',
        transactionCode: 22,
        originalTraceNumber: '121042880000004',
        changeCode: 'C01',
        correctedData: '000777123',
      },
      {
        routingNumber: '231380104',
        accountNumber: '55500011',
        amountCents: 98765,
        individualName: 'Bob Jones',
        individualId: 'EMP002',
        transactionCode: 32,
        originalTraceNumber: '121042880000003',
        returnCode: 'R15',
        dateOfDeath: '2026-01-05',
        addendaInformation: 'Estate of Bob Jones',
      },
    ],
  };
}

function findingsOf(input: unknown): InputFinding[] {
  try {
    writeReturnFile(input as ReturnFileInput);
  } catch (error) {
    if (error instanceof AchInputError) return [...error.findings];
    throw error;
  }
  return [];
}

const keys = (input: unknown) => findingsOf(input).map((f) => `${f.path}:${f.rule}`);

describe('writeReturnFile', () => {
  it('writes what a bank sends: the hand-written fixture, byte for byte', () => {
    expect(writeReturnFile(sampleInput())).toBe(readFixture('return-r03-r15-c01.ach'));
  });

  it('puts returns and NOCs in batches of their own, one per returning bank', () => {
    const input = sampleInput();
    const third = input.entries[2]!;
    input.entries.push({
      ...third,
      routingNumber: '011000015',
      originalTraceNumber: '121042880000009',
    });
    const lines = writeReturnFile(input).split('\n');
    const headers = lines.filter((l) => l.startsWith('5'));
    expect(headers.map((h) => `${h.slice(50, 53)} ${h.slice(79, 87)} ${h.slice(87)}`)).toEqual([
      'PPD 23138010 0000001',
      'COR 01100001 0000002',
      'PPD 01100001 0000003',
    ]);
    // The bank's trace sequence runs on through its batches.
    const traces = lines.filter((l) => l.startsWith('6')).map((l) => l.slice(79));
    expect(traces).toEqual([
      '231380100000001',
      '231380100000002',
      '011000010000001',
      '011000010000002',
    ]);
  });

  it('keeps the date of death, and leaves it out when absent', () => {
    const input = sampleInput();
    const read = readReturnFile(writeReturnFile(input));
    expect(read.returns.map((r) => r.dateOfDeath)).toEqual([null, '2026-01-05']);
    const leap = { ...input, entries: [{ ...input.entries[2]!, dateOfDeath: '2024-02-29' }] };
    expect(readReturnFile(writeReturnFile(leap)).returns[0]?.dateOfDeath).toBe('2024-02-29');
    expect(writeReturnFile(leap).split('\n')[3]?.slice(21, 27)).toBe('240229');
  });

  it('refuses bad input, naming every problem with its path', () => {
    const input = sampleInput();
    const [alice, carol] = input.entries as unknown as [
      Record<string, unknown>,
      Record<string, unknown>,
    ];
    expect(
      keys({
        ...input,
        immediateDestination: '121042883',
        effectiveEntryDate: '2026-02-30',
        entries: [
          { ...alice, returnCode: 'R48', originalTraceNumber: '12104288' },
          { ...carol, correctedData: undefined, dateOfDeath: '2026-01-01' },
          { ...alice, returnCode: undefined },
          { ...alice, changeCode: 'C01', correctedData: '1' },
          { ...alice, transactionCode: 21, dateOfDeath: '2026-13-01' },
          { ...alice, routingNumber: '231380105', amountCents: 0.5 },
        ],
      }),
    ).toEqual([
      'immediateDestination:check-digit',
      'effectiveEntryDate:effective-date',
      'entries[0].originalTraceNumber:trace-number',
      'entries[0].returnCode:return-reason-code',
      'entries[1].correctedData:required',
      'entries[1].dateOfDeath:unknown-field',
      'entries[2].returnCode:required',
      'entries[3].returnCode:required',
      'entries[4].dateOfDeath:date-of-death',
      'entries[4].transactionCode:transaction-code',
      'entries[5].routingNumber:check-digit',
      'entries[5].amountCents:amount',
    ]);
    expect(keys({ ...input, entries: [] })).toEqual(['entries:no-batches']);
    expect(keys({ ...input, entries: [{ ...alice, correctedData: 'X' }] })).toEqual([
      'entries[0].correctedData:unknown-field',
    ]);
    expect(keys({ ...input, entries: [{ ...alice, color: 'red' }] })).toEqual([
      'entries[0].color:unknown-field',
    ]);
  });
});

// Property: whatever entries are written read back as the same returns and NOCs.

const UPPER = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .-/&'];
const CODES = [22, 23, 27, 28, 32, 33, 37, 38, 42, 47, 52, 55] as const;
const PRENOTES = new Set([23, 28, 33, 38]);

const original = fc.record({
  routingNumber,
  accountNumber: text(17, true),
  amountCents: fc.integer({ min: 1, max: 9_999_999_999 }),
  individualName: text(22, true, UPPER).filter((s) => normalizeText(s, 22) !== ''),
  individualId: fc.option(text(15, true, UPPER), { nil: undefined }),
  transactionCode: fc.constantFrom(...CODES),
  originalTraceNumber: fc.stringMatching(/^[0-9]{15}$/),
});

const fate = fc.oneof(
  fc.record(
    {
      returnCode: fc.constantFrom(...Object.keys(RETURN_REASON_CODES)),
      dateOfDeath: fc
        .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10)),
      addendaInformation: text(44, true, UPPER),
    },
    { requiredKeys: ['returnCode'] },
  ),
  fc.record({
    changeCode: fc.constantFrom(...Object.keys(CHANGE_CODES)),
    correctedData: text(29, true, UPPER).filter((s) => normalizeText(s, 29) !== ''),
  }),
);

const entries = fc.uniqueArray(
  fc.tuple(original, fate).map(([o, f]) => {
    const entry: Record<string, unknown> = { ...o, ...f };
    if (o.individualId === undefined) delete entry.individualId;
    if (PRENOTES.has(o.transactionCode)) entry.amountCents = 0;
    return entry as ReturnFileInput['entries'][number];
  }),
  { minLength: 1, maxLength: 12, selector: (e) => e.originalTraceNumber },
);

describe('writeReturnFile → readReturnFile', () => {
  it('reads back every return and NOC that was written, without a finding', () => {
    fc.assert(
      fc.property(entries, (list) => {
        const input = { ...sampleInput(), entries: list };
        const read = readReturnFile(writeReturnFile(input));
        expect(read.findings).toEqual([]);
        const byTrace = (a: { originalTraceNumber: string }, b: { originalTraceNumber: string }) =>
          a.originalTraceNumber < b.originalTraceNumber ? -1 : 1;
        const expectedReturns = list
          .filter((e) => 'returnCode' in e)
          .map((e) => ({
            originalTraceNumber: e.originalTraceNumber,
            returnCode: 'returnCode' in e ? e.returnCode : '',
            reason: 'returnCode' in e ? RETURN_REASON_CODES[e.returnCode] : '',
            dateOfDeath: ('dateOfDeath' in e && e.dateOfDeath) || null,
            originalReceivingDfi: e.routingNumber.slice(0, 8),
            addendaInformation: normalizeText(
              ('addendaInformation' in e && e.addendaInformation) || '',
              44,
            ),
            amountCents: e.amountCents,
            transactionCode: returnTransactionCode(e.transactionCode),
            individualId: normalizeText(e.individualId ?? '', 15),
            individualName: normalizeText(e.individualName, 22),
          }))
          .sort(byTrace);
        expect(
          read.returns.map(({ kind: _kind, traceNumber: _trace, ...rest }) => rest).sort(byTrace),
        ).toEqual(expectedReturns);
        const expectedChanges = list
          .filter((e) => 'changeCode' in e)
          .map((e) => ({
            originalTraceNumber: e.originalTraceNumber,
            changeCode: 'changeCode' in e ? e.changeCode : '',
            changeReason: 'changeCode' in e ? CHANGE_CODES[e.changeCode] : '',
            correctedData: normalizeText('correctedData' in e ? e.correctedData : '', 29),
            originalReceivingDfi: e.routingNumber.slice(0, 8),
          }))
          .sort(byTrace);
        expect(
          read.notificationsOfChange
            .map(({ kind: _kind, traceNumber: _trace, ...rest }) => rest)
            .sort(byTrace),
        ).toEqual(expectedChanges);
        // Every trace number is the returning bank's, and none repeats.
        const all = [...read.returns, ...read.notificationsOfChange];
        const traces = all.map((r) => r.traceNumber);
        expect(new Set(traces).size).toBe(traces.length);
        for (const r of all) expect(r.traceNumber.slice(0, 8)).toBe(r.originalReceivingDfi);
      }),
      { numRuns: 150 },
    );
  });
});
