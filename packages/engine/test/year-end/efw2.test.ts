import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  validateEfw2,
  w2BoxesOf,
  writeEfw2,
  type Efw2Employee,
  type Efw2Input,
  type W2Boxes,
  type W2Stub,
} from '../../src/year-end';

// Positions as SSA Publication 42-007 gives them (federal-filings-2026.md §5.3), read here
// without the writer's layout table.
const at = (record: string, start: number, end: number) => record.slice(start - 1, end);

const address = {
  line1: '12 Elm Street',
  line2: 'Suite 4',
  city: 'Trenton',
  state: 'NJ',
  zipCode: '08608-1234',
};

const boxes = (over: Partial<W2Boxes> = {}): W2Boxes => ({
  '1': 4_850_000,
  '2': 512_345,
  '3': 5_000_000,
  '4': 310_000,
  '5': 5_000_000,
  '6': 72_500,
  '7': 0,
  '10': 250_000,
  '12': [
    { code: 'D', cents: 150_000 },
    { code: 'W', cents: 60_000 },
    { code: 'AA', cents: 20_000 },
    { code: 'DD', cents: 840_000 },
  ],
  '13': { retirementPlan: true, statutoryEmployee: false, thirdPartySickPay: false },
  '14': [],
  '15-20': [],
  ...over,
});

const employee = (over: Partial<Efw2Employee> = {}): Efw2Employee => ({
  label: 'Élodie Martin',
  ssn: '123-45-6789',
  firstName: 'Élodie',
  middleName: 'Anne',
  lastName: 'Martin-Lévy',
  suffix: 'Jr',
  address,
  boxes: boxes(),
  ...over,
});

const input = (employees: Efw2Employee[]): Efw2Input => ({
  taxYear: 2026,
  submitter: {
    ein: '12-3456789',
    userId: 'PAYDSK01',
    name: 'Paydesk Payroll',
    address,
    contact: { name: 'Dana Reyes', phone: '(609) 555-0100', email: 'Payroll@Example.com' },
    preparerCode: 'L',
  },
  employer: {
    ein: '98-7654321',
    name: 'Harbor Bakery LLC',
    address,
    contact: { name: 'Dana Reyes', phone: '609-555-0100', email: 'owner@harbor.test' },
  },
  employees,
});

const recordsOf = (text: string) => text.split('\r\n').slice(0, -1);

describe('the EFW2 file, field by field', () => {
  const text = writeEfw2(
    input([employee(), employee({ ssn: null, lastName: 'Ng', suffix: null })]),
  );
  const records = recordsOf(text);
  const [ra = '', re = '', rw = '', rw2 = '', rt = '', rf = ''] = records;

  it('is RA, RE, an RW per employee, RT, RF: 512 characters each, CR LF after each', () => {
    expect(records.map((r) => r.slice(0, 2))).toEqual(['RA', 'RE', 'RW', 'RW', 'RT', 'RF']);
    expect(records.every((r) => r.length === 512)).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
  });

  it('RA: the submitter EIN, the BSO user id, software code 98, contact e-mail as typed, preparer L', () => {
    expect(at(ra, 3, 11)).toBe('123456789');
    expect(at(ra, 12, 19)).toBe('PAYDSK01');
    expect(at(ra, 20, 28)).toBe(' '.repeat(9));
    expect(at(ra, 29, 29)).toBe('0');
    expect(at(ra, 36, 37)).toBe('98');
    expect(at(ra, 38, 94).trimEnd()).toBe('HARBOR BAKERY LLC');
    expect(at(ra, 95, 116).trimEnd()).toBe('SUITE 4');
    expect(at(ra, 117, 138).trimEnd()).toBe('12 ELM STREET');
    expect(at(ra, 139, 160).trimEnd()).toBe('TRENTON');
    expect(at(ra, 161, 162)).toBe('NJ');
    expect(at(ra, 163, 167)).toBe('08608');
    expect(at(ra, 168, 171)).toBe('1234');
    expect(at(ra, 217, 273).trimEnd()).toBe('PAYDESK PAYROLL');
    expect(at(ra, 396, 422).trimEnd()).toBe('DANA REYES');
    expect(at(ra, 423, 437)).toBe('6095550100     ');
    expect(at(ra, 446, 485).trimEnd()).toBe('Payroll@Example.com');
    expect(at(ra, 500, 500)).toBe('L');
    expect(at(ra, 501, 512)).toBe(' '.repeat(12));
  });

  it('RE: the tax year, the EIN, not terminating, the employer, kind N, employment code R', () => {
    expect(at(re, 3, 6)).toBe('2026');
    expect(at(re, 7, 7)).toBe(' ');
    expect(at(re, 8, 16)).toBe('987654321');
    expect(at(re, 26, 26)).toBe('0');
    expect(at(re, 40, 96).trimEnd()).toBe('HARBOR BAKERY LLC');
    expect(at(re, 141, 162).trimEnd()).toBe('TRENTON');
    expect(at(re, 163, 164)).toBe('NJ');
    expect(at(re, 174, 174)).toBe('N');
    expect(at(re, 219, 219)).toBe('R');
    expect(at(re, 220, 220)).toBe(' ');
    expect(at(re, 221, 221)).toBe('0');
    expect(at(re, 279, 318).trimEnd()).toBe('owner@harbor.test');
    expect(at(re, 319, 512)).toBe(' '.repeat(194));
  });

  it('RW: SSN without hyphens, names upper case without accents, money right-justified in cents', () => {
    expect(at(rw, 3, 11)).toBe('123456789');
    expect(at(rw, 12, 26)).toBe('ELODIE         ');
    expect(at(rw, 27, 41).trimEnd()).toBe('ANNE');
    expect(at(rw, 42, 61).trimEnd()).toBe('MARTIN-LEVY');
    expect(at(rw, 62, 65)).toBe('JR  ');
    expect(at(rw, 66, 87).trimEnd()).toBe('SUITE 4');
    expect(at(rw, 88, 109).trimEnd()).toBe('12 ELM STREET');
    expect(at(rw, 188, 198)).toBe('00004850000');
    expect(at(rw, 199, 209)).toBe('00000512345');
    expect(at(rw, 210, 220)).toBe('00005000000');
    expect(at(rw, 221, 231)).toBe('00000310000');
    expect(at(rw, 232, 242)).toBe('00005000000');
    expect(at(rw, 243, 253)).toBe('00000072500');
    expect(at(rw, 254, 264)).toBe('00000000000');
    expect(at(rw, 265, 275)).toBe(' '.repeat(11));
    expect(at(rw, 276, 286)).toBe('00000250000');
    expect(at(rw, 287, 297)).toBe('00000150000');
    expect(at(rw, 364, 374)).toBe('00000060000');
    expect(at(rw, 441, 451)).toBe('00000020000');
    expect(at(rw, 463, 473)).toBe('00000840000');
    expect(at(rw, 485, 485)).toBe(' ');
    expect(at(rw, 486, 489)).toBe('0 10');
    expect(at(rw, 490, 512)).toBe(' '.repeat(23));
    expect(at(rw2, 3, 11)).toBe('000000000');
  });

  it('RT: the count and the totals at their own positions (DD before C); RF the count of the file', () => {
    expect(at(rt, 3, 9)).toBe('0000002');
    expect(at(rt, 10, 24)).toBe('000000009700000');
    expect(at(rt, 25, 39)).toBe('000000001024690');
    expect(at(rt, 130, 144)).toBe('000000000500000');
    expect(at(rt, 145, 159)).toBe('000000000300000');
    expect(at(rt, 250, 264)).toBe('000000000120000');
    expect(at(rt, 295, 309)).toBe('000000001680000');
    expect(at(rt, 310, 324)).toBe('000000000000000');
    expect(at(rt, 370, 384)).toBe('000000000040000');
    expect(at(rt, 415, 512)).toBe(' '.repeat(98));
    expect(rf.slice(0, 16)).toBe('RF     000000002');
  });

  it('passes the validator', () => {
    expect(validateEfw2(text, 2026)).toEqual([]);
  });
});

describe('the validator names the employee and the field', () => {
  const text = writeEfw2(input([employee(), employee({ firstName: 'Ana', lastName: 'Ruiz' })]));

  it('an SSN the SSA never issues', () => {
    const bad = writeEfw2(
      input([employee({ firstName: 'Ana', lastName: 'Ruiz', ssn: '666-12-3456' })]),
    );
    expect(validateEfw2(bad, 2026)).toEqual([
      expect.objectContaining({ type: 'RW', employee: 'RUIZ, ANA', field: 'ssn' }),
    ]);
  });

  it('Medicare wages below social security wages, and social security above the wage base', () => {
    const bad = writeEfw2(
      input([employee({ boxes: boxes({ '3': 18_500_000, '5': 18_000_000, '4': 1_147_000 }) })]),
    );
    const fields = validateEfw2(bad, 2026).map((p) => `${p.employee} ${p.field}`);
    expect(fields).toEqual([
      'MARTIN-LEVY, ELODIE medicareWages',
      'MARTIN-LEVY, ELODIE socialSecurityWages',
      'MARTIN-LEVY, ELODIE socialSecurityTax',
    ]);
  });

  it('an RT total that is not the sum of the RWs', () => {
    const records = recordsOf(text);
    const rt = records[4] ?? '';
    records[4] = `${rt.slice(0, 9)}${'000000000000001'}${rt.slice(24)}`;
    expect(validateEfw2(`${records.join('\r\n')}\r\n`, 2026)).toEqual([
      expect.objectContaining({ type: 'RT', field: 'wages' }),
    ]);
  });

  it('a short record, lower case in a name, a record out of order', () => {
    const records = recordsOf(text);
    const rw = records[2] ?? '';
    records[2] = `${rw.slice(0, 11)}ana${rw.slice(14)}`;
    records[3] = (records[3] ?? '').slice(0, 500);
    const problems = validateEfw2(`${records.join('\r\n')}\r\n`, 2026);
    expect(problems.map((p) => `${p.record} ${p.field}`)).toEqual(
      expect.arrayContaining(['3 firstName', '4 length']),
    );
    const swapped = recordsOf(text);
    [swapped[0], swapped[1]] = [swapped[1] ?? '', swapped[0] ?? ''];
    expect(validateEfw2(`${swapped.join('\r\n')}\r\n`, 2026)[0]).toMatchObject({
      record: 1,
      field: 'recordId',
    });
  });
});

const stubArbitrary: fc.Arbitrary<W2Stub> = fc
  .record({
    employee: fc.constantFrom('a', 'b', 'c', 'd'),
    month: fc.integer({ min: 1, max: 12 }),
    gross: fc.integer({ min: 0, max: 3_000_000 }),
    pretax: fc.integer({ min: 0, max: 100_000 }),
    k401: fc.integer({ min: 0, max: 100_000 }),
    hsa: fc.integer({ min: 0, max: 50_000 }),
    fit: fc.integer({ min: 0, max: 500_000 }),
  })
  .map(({ employee: id, month, gross, pretax, k401, hsa: hsaWanted, fit }) => {
    // A stub never deducts more before tax than its gross.
    const section125 = Math.min(pretax, gross);
    const hsa = Math.min(hsaWanted, gross - section125);
    const fica = gross - section125 - hsa;
    return {
      stubId: `${id}-${month}-${gross}`,
      payrollId: `p-${month}`,
      employeeId: id,
      payDate: `2026-${String(month).padStart(2, '0')}-15`,
      grossCents: gross,
      socialSecurityWagesCents: fica,
      medicareWagesCents: fica,
      earnings: [],
      employeeTaxes: [
        { code: 'federalIncomeTax', amountCents: fit },
        { code: 'socialSecurity', amountCents: Math.round(fica * 0.062) },
        { code: 'medicare', amountCents: Math.round(fica * 0.0145) },
      ],
      deductions: [
        { code: 'section125_medical', amountCents: section125 },
        { code: '401k', amountCents: Math.min(k401, fica) },
        { code: 'hsa', amountCents: hsa },
      ],
      employerContributions: [],
    };
  });

describe('any set of stubs', () => {
  it('gives a file of 512-character records whose RT totals are the sums of its RWs', () => {
    fc.assert(
      fc.property(fc.array(stubArbitrary, { minLength: 1, maxLength: 30 }), (stubs) => {
        const ids = [...new Set(stubs.map((s) => s.employeeId))];
        const w2s = ids.map((id) =>
          w2BoxesOf(
            2026,
            stubs.filter((s) => s.employeeId === id),
          ),
        );
        const employees = w2s.map((b, i) => employee({ lastName: `Person ${i}`, boxes: b }));
        const text = writeEfw2(input(employees));
        const records = recordsOf(text);
        expect(records.every((r) => r.length === 512)).toBe(true);
        const rws = records.filter((r) => r.startsWith('RW'));
        const rt = records.find((r) => r.startsWith('RT')) ?? '';
        const sum = (start: number, end: number) =>
          rws.reduce((total, r) => total + Number(at(r, start, end)), 0);
        expect(Number(at(rt, 3, 9))).toBe(rws.length);
        expect(Number(at(rt, 10, 24))).toBe(sum(188, 198));
        expect(Number(at(rt, 40, 54))).toBe(sum(210, 220));
        expect(Number(at(rt, 145, 159))).toBe(sum(287, 297));
        expect(Number(at(rt, 295, 309))).toBe(sum(463, 473));
        expect(Number(at(rt, 10, 24))).toBe(w2s.reduce((t, b) => t + b['1'], 0));
        expect(validateEfw2(text, 2026).filter((p) => p.type === 'RT' || p.type === 'RF')).toEqual(
          [],
        );
      }),
      { numRuns: 60 },
    );
  });
});
