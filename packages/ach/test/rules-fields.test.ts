import { edit, lineOf } from './helpers';
import { insertLine, PAYROLL, runCases, twoBatches, withAddenda, withoutLines } from './rule-cases';
import type { Case } from './rule-cases';

// Field rules of the file header, batch headers, entries and addenda.
const CASES: readonly Case[] = [
  {
    rule: 'check-digit',
    title: 'an entry routing number with a wrong check digit',
    text: () => edit(PAYROLL, 3, 12, '5'),
    errors: ['3:check-digit'],
  },
  {
    rule: 'check-digit',
    title: 'an immediate destination with a wrong check digit',
    text: () => edit(PAYROLL, 1, 13, '3'),
    errors: ['1:check-digit'],
  },
  {
    rule: 'transaction-code',
    title: 'an unknown transaction code',
    text: () => edit(PAYROLL, 3, 2, '25'),
    errors: ['3:transaction-code'],
  },
  {
    rule: 'service-class-entries',
    title: 'service class 220 on a batch with its offset debit',
    text: () => edit(edit(PAYROLL, 2, 2, '220'), 7, 2, '220'),
    errors: ['2:service-class-entries'],
  },
  {
    rule: 'service-class-code',
    title: 'service class 230',
    text: () => edit(edit(PAYROLL, 2, 2, '230'), 7, 2, '230'),
    errors: ['2:service-class-code'],
  },
  {
    rule: 'file-id-modifier',
    title: 'a lower-case file ID modifier',
    text: () => edit(PAYROLL, 1, 34, 'a'),
    errors: ['1:file-id-modifier'],
  },
  {
    rule: 'record-size',
    title: 'record size 095',
    text: () => edit(PAYROLL, 1, 35, '095'),
    errors: ['1:record-size'],
  },
  {
    rule: 'blocking-factor',
    title: 'blocking factor 20',
    text: () => edit(PAYROLL, 1, 38, '20'),
    errors: ['1:blocking-factor'],
  },
  {
    rule: 'format-code',
    title: 'format code 2',
    text: () => edit(PAYROLL, 1, 40, '2'),
    errors: ['1:format-code'],
  },
  {
    rule: 'priority-code',
    title: 'priority code 02',
    text: () => edit(PAYROLL, 1, 2, '02'),
    errors: ['1:priority-code'],
    lenientValid: true,
  },
  {
    rule: 'immediate-destination',
    title: 'an 8-digit immediate destination',
    text: () => edit(PAYROLL, 1, 4, '  12104288'),
    errors: ['1:immediate-destination'],
  },
  {
    rule: 'immediate-origin',
    title: 'an immediate origin of zeros',
    text: () => edit(PAYROLL, 1, 14, '0000000000'),
    errors: ['1:immediate-origin'],
  },
  {
    rule: 'origin-format',
    title: 'an immediate origin that is not a number',
    text: () => edit(PAYROLL, 1, 14, 'X121042882'),
    errors: ['1:origin-format'],
    lenientValid: true,
  },
  {
    rule: 'creation-date',
    title: 'a creation date of month 13',
    text: () => edit(PAYROLL, 1, 24, '261340'),
    errors: ['1:creation-date'],
  },
  {
    rule: 'creation-time',
    title: 'a creation time of 25:61',
    text: () => edit(PAYROLL, 1, 30, '2561'),
    errors: ['1:creation-time'],
  },
  {
    rule: 'sec-code',
    title: 'an unknown SEC code',
    text: () => edit(PAYROLL, 2, 51, 'XYZ'),
    errors: ['2:sec-code'],
  },
  {
    rule: 'sec-code',
    title: 'an IAT batch',
    text: () => edit(PAYROLL, 2, 51, 'IAT'),
    errors: ['2:sec-code'],
  },
  {
    rule: 'originator-status',
    title: 'originator status 0',
    text: () => edit(PAYROLL, 2, 79, '0'),
    errors: ['2:originator-status'],
  },
  {
    rule: 'required',
    title: 'a blank company name',
    text: () => edit(PAYROLL, 2, 5, ' '.repeat(16)),
    errors: ['2:required'],
  },
  {
    rule: 'required',
    title: 'a blank individual name',
    text: () => edit(PAYROLL, 3, 55, ' '.repeat(22)),
    errors: ['3:required'],
  },
  {
    rule: 'text-characters',
    title: 'a tab in a name',
    text: () => edit(PAYROLL, 3, 60, '\t'),
    errors: ['3:text-characters'],
  },
  {
    rule: 'non-ascii',
    title: 'an É in a name',
    text: () => edit(PAYROLL, 3, 55, 'É'),
    errors: ['3:non-ascii'],
    lenientValid: true,
  },
  {
    rule: 'effective-date',
    title: 'February 30',
    text: () => edit(PAYROLL, 2, 70, '260230'),
    errors: ['2:effective-date'],
    lenientValid: true,
  },
  {
    rule: 'settlement-date',
    title: 'settlement day 400',
    text: () => edit(PAYROLL, 2, 76, '400'),
    errors: ['2:settlement-date'],
    lenientValid: true,
  },
  {
    rule: 'batch-number',
    title: 'two batches numbered 1',
    text: () => edit(edit(twoBatches(), 5, 88, '0000001'), 7, 88, '0000001'),
    errors: ['5:batch-number'],
  },
  {
    rule: 'addenda-indicator',
    title: 'indicator 1 without an addenda record',
    text: () => edit(PAYROLL, 3, 79, '1'),
    errors: ['3:addenda-indicator'],
  },
  {
    rule: 'addenda-type',
    title: 'an addenda of type 99',
    text: () => edit(withAddenda(), 4, 2, '99'),
    errors: ['4:addenda-type'],
  },
  {
    rule: 'addenda-sequence',
    title: 'an addenda numbered 0002',
    text: () => edit(withAddenda(), 4, 84, '0002'),
    errors: ['4:addenda-sequence'],
  },
  {
    rule: 'addenda-entry-sequence',
    title: "an addenda pointing at another entry's trace",
    text: () => edit(withAddenda(), 4, 88, '0000009'),
    errors: ['4:addenda-entry-sequence'],
  },
  {
    rule: 'addenda-count',
    title: 'two addenda records on one PPD entry',
    text: () => withoutLines(insertLine(withAddenda(), 5, lineOf(withAddenda(), 4)), 11),
    includes: ['5:addenda-count'],
  },
  {
    rule: 'mixed-categories',
    title: 'a return (31) among forward entries',
    text: () => edit(PAYROLL, 4, 2, '31'),
    errors: ['4:mixed-categories'],
  },
  {
    rule: 'prenote-amount',
    title: 'a prenote (23) with an amount',
    text: () => edit(PAYROLL, 3, 2, '23'),
    errors: ['3:prenote-amount'],
  },
  {
    rule: 'zero-amount',
    title: 'a credit (22) of 0',
    text: () => edit(PAYROLL, 3, 30, '0000000000'),
    includes: ['3:zero-amount'],
  },
  {
    rule: 'amount',
    title: 'an amount that is not digits',
    text: () => edit(PAYROLL, 3, 30, '00002154X3'),
    includes: ['3:amount'],
  },
];

runCases('field rules: one broken file per rule', CASES);
