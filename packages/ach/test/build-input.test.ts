import { describe, expect, it } from 'vitest';
import { buildAch, parseAchInput, readAch } from '../src/index';
import type { InputFinding } from '../src/index';
import { payrollInput } from './helpers';

type Json = Record<string, unknown>;

function findings(input: unknown): InputFinding[] {
  const result = parseAchInput(input);
  return result.ok ? [] : [...result.findings];
}

function keys(input: unknown): string[] {
  return findings(input).map((f) => `${f.path}:${f.rule}`);
}

function withEntry(change: (entry: Json) => void): Json {
  const input = payrollInput();
  change((input.batches[0] as { entries: Json[] }).entries[0]!);
  return input;
}

function withBatch(change: (batch: Json) => void): Json {
  const input = payrollInput();
  change(input.batches[0]!);
  return input;
}

const E0 = 'batches[0].entries[0]';

describe('build input validation', () => {
  it('accepts the contract example', () => {
    expect(findings(payrollInput())).toEqual([]);
  });

  it('reports every problem at once, each with its batch and entry index and field', () => {
    const input = payrollInput();
    const batch = input.batches[0] as { entries: Json[]; effectiveEntryDate: string };
    batch.entries[0]!.routingNumber = '231380105';
    batch.entries[1]!.amountCents = 0;
    batch.entries[2]!.individualName = '😀🎉';
    batch.effectiveEntryDate = '2026-02-30';
    input.fileIdModifier = 'a';
    const found = findings(input);
    expect(found.map((f) => `${f.path}:${f.rule}`).sort()).toEqual(
      [
        'batches[0].effectiveEntryDate:effective-date',
        'batches[0].entries[0].routingNumber:check-digit',
        'batches[0].entries[1].amountCents:zero-amount',
        'batches[0].entries[2].individualName:required',
        'fileIdModifier:file-id-modifier',
      ].sort(),
    );
    expect(found.find((f) => f.field === 'amountCents')).toMatchObject({
      batchIndex: 0,
      entryIndex: 1,
    });
  });

  it('still checks the other entries when one has the wrong types', () => {
    const input = payrollInput();
    const entries = (input.batches[0] as { entries: Json[] }).entries;
    entries[0]!.amountCents = '215433';
    entries[2]!.routingNumber = '011000016';
    expect(keys(input)).toEqual([
      `${E0}.amountCents:input-type`,
      'batches[0].entries[2].routingNumber:check-digit',
    ]);
  });

  it.each([
    [
      'a routing number of 8 digits',
      (e: Json) => (e.routingNumber = '23138010'),
      `${E0}.routingNumber:numeric`,
    ],
    [
      'a wrong check digit',
      (e: Json) => (e.routingNumber = '231380103'),
      `${E0}.routingNumber:check-digit`,
    ],
    [
      'an empty account number',
      (e: Json) => (e.accountNumber = ''),
      `${E0}.accountNumber:required`,
    ],
    [
      'an 18-character account number',
      (e: Json) => (e.accountNumber = '1'.repeat(18)),
      `${E0}.accountNumber:field-width`,
    ],
    [
      'an account number with a tab',
      (e: Json) => (e.accountNumber = '123\t45'),
      `${E0}.accountNumber:text-characters`,
    ],
    [
      'an amount of 0 on a credit',
      (e: Json) => (e.amountCents = 0),
      `${E0}.amountCents:zero-amount`,
    ],
    ['a negative amount', (e: Json) => (e.amountCents = -1), `${E0}.amountCents:amount`],
    ['a fractional amount', (e: Json) => (e.amountCents = 12.5), `${E0}.amountCents:amount`],
    [
      'an amount over 99,999,999.99 (the offset cannot hold it either)',
      (e: Json) => (e.amountCents = 10_000_000_000),
      [`${E0}.amountCents:amount`, 'batches[0].offset:offset'],
    ],
    [
      'a prenote with an amount',
      (e: Json) => (e.transactionCode = 23),
      `${E0}.amountCents:prenote-amount`,
    ],
    [
      'a code outside payroll',
      (e: Json) => (e.transactionCode = 42),
      `${E0}.transactionCode:transaction-code`,
    ],
    [
      'an unknown code',
      (e: Json) => (e.transactionCode = 25),
      `${E0}.transactionCode:transaction-code`,
    ],
    ['an empty name', (e: Json) => (e.individualName = '  '), `${E0}.individualName:required`],
    ['a missing name', (e: Json) => delete e.individualName, `${E0}.individualName:required`],
    ['a misspelt field', (e: Json) => (e.individualID = 'X'), `${E0}.individualID:unknown-field`],
    [
      'a bad trace number',
      (e: Json) => (e.traceNumber = '12345'),
      `${E0}.traceNumber:trace-number`,
    ],
  ])('rejects %s', (_title, change, expected) => {
    expect(keys(withEntry(change))).toEqual([expected].flat());
  });

  it('accepts a prenote of 0 and the smallest and largest amounts', () => {
    expect(
      keys(withEntry((e) => Object.assign(e, { transactionCode: 23, amountCents: 0 }))),
    ).toEqual([]);
    expect(keys(withEntry((e) => (e.amountCents = 1)))).toEqual([]);
    const largest = withEntry((e) => (e.amountCents = 9_999_999_999));
    delete (largest.batches as Json[])[0]!.offset;
    expect(keys(largest)).toEqual([]);
  });

  it.each([
    [
      'a bad ODFI routing number',
      (b: Json) => (b.odfiRouting = '121042883'),
      'batches[0].odfiRouting:check-digit',
    ],
    [
      'an impossible effective date',
      (b: Json) => (b.effectiveEntryDate = '2026-13-01'),
      'batches[0].effectiveEntryDate:effective-date',
    ],
    [
      'an effective date that is not ISO',
      (b: Json) => (b.effectiveEntryDate = '01/15/2026'),
      'batches[0].effectiveEntryDate:effective-date',
    ],
    ['an empty company name', (b: Json) => (b.companyName = ''), 'batches[0].companyName:required'],
    [
      'a company identification of zeros',
      (b: Json) => (b.companyIdentification = '0000000000'),
      'batches[0].companyIdentification:required',
    ],
    [
      'an unknown SEC code',
      (b: Json) => (b.standardEntryClass = 'XYZ'),
      'batches[0].standardEntryClass:sec-code',
    ],
    [
      'no entries',
      (b: Json) => Object.assign(b, { entries: [], offset: undefined }),
      'batches[0].entries:batch-empty',
    ],
    [
      'an offset of an unknown account type',
      (b: Json) => ((b.offset as Json).accountType = 'loan'),
      'batches[0].offset.accountType:input-type',
    ],
    [
      'an offset with a bad routing number',
      (b: Json) => ((b.offset as Json).routingNumber = '121042883'),
      'batches[0].offset.routingNumber:check-digit',
    ],
  ])('rejects %s', (_title, change, expected) => {
    expect(keys(withBatch(change))).toEqual([expected]);
  });

  it('rejects an offset on a batch that has a debit', () => {
    const input = withEntry((e) => (e.transactionCode = 27));
    expect(keys(input)).toEqual(['batches[0].offset:offset']);
  });

  it.each([
    ['immediateDestination', '121042883', 'check-digit'],
    ['immediateDestination', '12104288', 'immediate-destination'],
    ['immediateOrigin', '000000000', 'immediate-origin'],
    ['immediateOrigin', '12345', 'origin-format'],
    ['fileIdModifier', 'AB', 'file-id-modifier'],
    ['fileIdModifier', '-', 'file-id-modifier'],
    ['createdAt', '2026-01-14T09:30:00', 'creation-time'],
    ['createdAt', 'yesterday', 'creation-date'],
    ['immediateDestinationName', '', 'required'],
  ])('rejects %s = %j', (field, value, rule) => {
    const input = payrollInput();
    input[field] = value;
    expect(keys(input)).toEqual([`${field}:${rule}`]);
  });

  it('rejects input that is not an object', () => {
    expect(keys(null)).toEqual([':input-type']);
    expect(keys({})).toContain('batches:required');
  });

  it('reports totals that overflow the control fields', () => {
    const input = payrollInput();
    const batch = input.batches[0] as { entries: Json[]; offset?: unknown };
    delete batch.offset;
    batch.entries = Array.from({ length: 101 }, (_, i) => ({
      transactionCode: 22,
      routingNumber: '231380104',
      accountNumber: String(i + 1),
      amountCents: 9_999_999_999,
      individualName: `PERSON ${i}`,
    }));
    expect(keys(input)).toEqual(['batches[0].entries:amount-overflow', 'batches:amount-overflow']);
  });
});

describe('build input normalisation', () => {
  it('upper-cases, strips and cuts text fields to their widths', () => {
    const input = withEntry((e) => {
      e.individualName = '  Zoë Ångström-Fitzgerald Jr. ';
      e.individualId = 'emp-001';
    });
    input.immediateOriginName = 'Acme Payroll, Inc. (USA) Holdings';
    const result = parseAchInput(input);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const entry = result.file.batches[0]!.entries[0]!;
    expect(entry.individualName).toBe('ZOE ANGSTROM-FITZGERAL');
    expect(entry.individualId).toBe('EMP-001');
    expect(result.file.immediateOriginName).toBe('ACME PAYROLL, INC. (USA');
  });

  it('drops optional fields that end up empty and values the writer would give anyway', () => {
    const input = withEntry((e) => {
      e.individualId = '   ';
      e.traceNumber = '121042880000001';
    });
    Object.assign((input.batches as Json[])[0]!, {
      standardEntryClass: 'PPD',
      batchNumber: 1,
      serviceClassCode: 200,
    });
    Object.assign(input, { lineEnding: '\n', finalNewline: true });
    const expected = withEntry((e) => delete e.individualId);
    expect(parseAchInput(input)).toStrictEqual(parseAchInput(expected));
    const result = parseAchInput(input);
    expect(result.ok && Object.keys(result.file.batches[0]!.entries[0]!).sort()).toEqual([
      'accountNumber',
      'amountCents',
      'individualName',
      'routingNumber',
      'transactionCode',
    ]);
  });

  it('the file read back equals the normalised input', () => {
    const input = withEntry((e) => (e.individualName = 'alice smith'));
    const built = buildAch(input);
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    expect(readAch(built.text).file).toStrictEqual(built.file);
  });
});

describe('offset limits', () => {
  it('rejects an offset larger than one entry can hold', () => {
    const input = payrollInput();
    const entries = (input.batches[0] as { entries: Json[] }).entries;
    entries[0]!.amountCents = 9_999_999_999;
    expect(keys(input)).toEqual(['batches[0].offset:offset']);
  });
});
