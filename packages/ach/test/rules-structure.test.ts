import { describe, expect, it } from 'vitest';
import { edit, errorKeys, lineOf, replaceLine } from './helpers';
import {
  emptyBatchFile,
  insertLine,
  PAYROLL,
  runCases,
  twoBatches,
  WEB,
  withAddenda,
  withoutLines,
} from './rule-cases';
import type { Case } from './rule-cases';

// Lines, records and their order; controls, counts and totals; trace numbers.
const CASES: readonly Case[] = [
  {
    rule: 'entry-hash',
    title: 'a batch control entry hash off by one',
    text: () => edit(PAYROLL, 7, 11, '0038442302'),
    errors: ['7:entry-hash'],
  },
  {
    rule: 'entry-hash',
    title: 'a file control entry hash off by one',
    text: () => edit(PAYROLL, 8, 22, '0038442302'),
    errors: ['8:entry-hash'],
  },
  {
    rule: 'block-count',
    title: 'a block count of 2 for 8 records',
    text: () => edit(PAYROLL, 8, 8, '000002'),
    errors: ['8:block-count'],
    lenientValid: true,
  },
  {
    rule: 'block-count-zero',
    title: 'a block count of 0',
    text: () => edit(PAYROLL, 8, 8, '000000'),
    errors: ['8:block-count-zero'],
  },
  {
    rule: 'padding',
    title: 'no 9-filler lines',
    text: () => withoutLines(PAYROLL, 9, 10),
    errors: ['8:padding'],
    lenientValid: true,
  },
  {
    rule: 'padding',
    title: 'a whole block of extra filler',
    text: () => PAYROLL + ('9'.repeat(94) + '\n').repeat(10),
    errors: ['20:padding'],
    lenientValid: true,
  },
  {
    rule: 'record-length',
    title: 'a short line (trailing spaces trimmed)',
    text: () => replaceLine(PAYROLL, 1, lineOf(PAYROLL, 1).trimEnd()),
    errors: ['1:record-length'],
    lenientValid: true,
  },
  {
    rule: 'record-too-long',
    title: 'a 95-character line',
    text: () => replaceLine(PAYROLL, 3, lineOf(PAYROLL, 3) + 'X'),
    errors: ['3:record-too-long'],
  },
  {
    rule: 'blank-line',
    title: 'a blank line between entries',
    text: () => insertLine(PAYROLL, 5, ''),
    errors: ['5:blank-line'],
    lenientValid: true,
  },
  {
    rule: 'line-ending',
    title: 'one CRLF line in an LF file',
    text: () => replaceLine(PAYROLL, 3, lineOf(PAYROLL, 3) + '\r'),
    errors: ['3:line-ending'],
    lenientValid: true,
  },
  {
    rule: 'balanced',
    title: 'an unbalanced file with --require-balanced',
    text: () => WEB,
    options: { requireBalanced: true },
    errors: ['7:balanced', '10:balanced', '13:balanced'],
  },
  {
    rule: 'trace-order',
    title: 'two trace numbers swapped',
    text: () => edit(edit(PAYROLL, 3, 80, '121042880000002'), 4, 80, '121042880000001'),
    errors: ['4:trace-order'],
  },
  {
    rule: 'trace-duplicate',
    title: 'a trace number reused in the next batch',
    text: () => edit(twoBatches(), 6, 80, '121042880000001'),
    errors: ['6:trace-duplicate'],
    lenientValid: true,
  },
  {
    rule: 'trace-odfi',
    title: 'a trace number of another ODFI',
    text: () => edit(PAYROLL, 6, 80, '12104289'),
    errors: ['6:trace-odfi'],
  },
  {
    rule: 'trace-number',
    title: 'a trace number that is not digits',
    text: () => edit(PAYROLL, 6, 94, 'X'),
    includes: ['6:trace-number'],
  },
  {
    rule: 'credit-total',
    title: 'a batch credit total off by one cent',
    text: () => edit(PAYROLL, 7, 33, '000000705303'),
    errors: ['7:credit-total'],
  },
  {
    rule: 'debit-total',
    title: 'a file debit total off by one cent',
    text: () => edit(PAYROLL, 8, 32, '000000705303'),
    errors: ['8:debit-total'],
  },
  {
    rule: 'record-after-file-control',
    title: 'an entry after the file control',
    text: () => replaceLine(PAYROLL, 9, lineOf(PAYROLL, 3)),
    errors: ['9:record-after-file-control'],
  },
  {
    rule: 'file-control-duplicate',
    title: 'a second file control',
    text: () => replaceLine(PAYROLL, 9, lineOf(PAYROLL, 8)),
    errors: ['9:file-control-duplicate'],
  },
  {
    rule: 'file-control-missing',
    title: 'no file control',
    text: () => withoutLines(PAYROLL, 8),
    includes: ['10:file-control-missing'],
  },
  {
    rule: 'file-header-missing',
    title: 'no file header',
    text: () => withoutLines(PAYROLL, 1),
    includes: ['1:file-header-missing'],
  },
  {
    rule: 'file-header-duplicate',
    title: 'a second file header',
    text: () => withoutLines(insertLine(PAYROLL, 2, lineOf(PAYROLL, 1)), 11),
    errors: ['2:file-header-duplicate'],
  },
  {
    rule: 'record-type',
    title: 'a record of type 4',
    text: () => edit(PAYROLL, 3, 1, '4'),
    includes: ['3:record-type'],
  },
  {
    rule: 'record-order',
    title: 'an entry after its batch control',
    text: () => insertLine(withoutLines(PAYROLL, 6), 7, lineOf(PAYROLL, 6)),
    includes: ['7:record-order'],
  },
  {
    rule: 'record-order',
    title: 'a batch without its control',
    text: () => withoutLines(PAYROLL, 7),
    includes: ['7:record-order'],
  },
  {
    rule: 'filler',
    title: 'a filler line with an 8 in it',
    text: () => edit(PAYROLL, 10, 50, '8'),
    errors: ['10:filler'],
    lenientValid: true,
  },
  {
    rule: 'reserved',
    title: 'text in the file control reserved field',
    text: () => edit(PAYROLL, 8, 60, 'X'),
    errors: ['8:reserved'],
    lenientValid: true,
  },
  {
    rule: 'reserved',
    title: 'text in the batch control reserved field',
    text: () => edit(PAYROLL, 7, 75, 'X'),
    errors: ['7:reserved'],
    lenientValid: true,
  },
  {
    rule: 'no-batches',
    title: 'a file without batches',
    text: () =>
      [
        lineOf(PAYROLL, 1),
        '9000000000001' + '0'.repeat(42) + ' '.repeat(39),
        ...Array(8).fill('9'.repeat(94)),
        '',
      ].join('\n'),
    errors: ['1:no-batches'],
  },
  {
    rule: 'batch-empty',
    title: 'a batch without entries',
    text: emptyBatchFile,
    errors: ['2:batch-empty'],
  },
  {
    rule: 'control-mismatch',
    title: 'a batch control with another company identification',
    text: () => edit(PAYROLL, 7, 45, '1234567891'),
    errors: ['7:control-mismatch'],
  },
  {
    rule: 'entry-addenda-count',
    title: 'a batch control count of 5 for 4 entries',
    text: () => edit(PAYROLL, 7, 5, '000005'),
    errors: ['7:entry-addenda-count'],
  },
  {
    rule: 'entry-addenda-count',
    title: 'a file control count of 5 for 4 entries',
    text: () => edit(PAYROLL, 8, 14, '00000005'),
    errors: ['8:entry-addenda-count'],
  },
  {
    rule: 'batch-count',
    title: 'a batch count of 2 for 1 batch',
    text: () => edit(PAYROLL, 8, 2, '000002'),
    errors: ['8:batch-count'],
  },
  {
    rule: 'numeric',
    title: 'letters in a control count',
    text: () => edit(PAYROLL, 7, 5, '00000X'),
    errors: ['7:numeric'],
  },
];

runCases('file structure and control rules: one broken file per rule', CASES);

describe('the files the rule tests break', () => {
  it('are valid before they are broken', () => {
    expect(errorKeys(PAYROLL, { requireBalanced: true })).toEqual([]);
    expect(errorKeys(twoBatches())).toEqual([]);
    expect(errorKeys(withAddenda())).toEqual([]);
  });
});
