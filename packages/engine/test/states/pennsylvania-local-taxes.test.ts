import type { EmployerLocalTax } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import { calculatePaycheck } from '../../src/gross-to-net';
import type { PayFrequency } from '../../src/pay-frequency';
import { pennsylvania } from '../../src/states/pennsylvania';
import { paycheckInput } from '../support/requests';
import { stateContext } from '../support/state-context';

type Options = {
  readonly grossCents?: number;
  readonly payDate?: string;
  readonly payFrequency?: PayFrequency;
  readonly employerLocalTaxes?: readonly EmployerLocalTax[];
};

const locals = (fields: Record<string, unknown>, options: Options = {}) =>
  pennsylvania.prepare(fields).calculate(stateContext({ grossCents: 234_567, ...options }))
    .localIncomeTaxes;

const eit = (residentRate: string, nonresidentRate: string): EmployerLocalTax => ({
  kind: 'paEit',
  residence: { localId: 'PA-PSD-460602', name: 'Abington Township', residentRate },
  work: { localId: 'PA-PSD-020101', name: 'Pittsburgh', nonresidentRate },
});

const lst = (annualCents: number, paidThisYearCents = 0, exempt = false): EmployerLocalTax => ({
  kind: 'paLst',
  localId: 'PA-PSD-020101',
  name: 'Pittsburgh',
  annualCents,
  paidThisYearCents,
  exempt,
});

describe('Philadelphia wage tax, by the pay date', () => {
  it.each([
    // 2,345.67 × 3.74% = 87.728 → 87.73; × 3.735% = 87.611 → 87.61
    ['resident', '2026-06-30', 87_73, 'residentRate', '3.74'],
    ['resident', '2026-07-01', 87_61, 'residentRate', '3.735'],
    // 2,345.67 × 3.43% = 80.456 → 80.46; × 3.425% = 80.339 → 80.34
    ['nonresident_working_in', '2026-06-30', 80_46, 'nonresidentRate', '3.43'],
    ['nonresident_working_in', '2026-07-01', 80_34, 'nonresidentRate', '3.425'],
  ])('%s paid %s → %i cents', (philadelphia, payDate, taxCents, rateInput, percent) => {
    expect(locals({ philadelphia }, { payDate })).toEqual([
      {
        localId: 'PA-PHILADELPHIA',
        localName: 'Philadelphia',
        taxCents,
        explanation: {
          method: 'flatRate',
          steps: [
            { input: 'taxableWages', cents: 234_567 },
            { input: rateInput, percent },
          ],
          rounding: 'centHalfUp',
          publication: expect.stringMatching(
            payDate < '2026-07-01' ? /from 1 July 2025/ : /from 1 July 2026/,
          ),
        },
      },
    ]);
  });

  it('none by default; a pay date before the first rates on file is an error', () => {
    expect(locals({})).toEqual([]);
    expect(() => locals({ philadelphia: 'resident' }, { payDate: '2025-03-14' })).toThrow(
      expect.objectContaining({ field: 'state.philadelphia' }),
    );
  });

  it('is withheld on compensation for a REV-419 reciprocal nonresident, whose state tax is nil', () => {
    const result = pennsylvania
      .prepare({ reciprocalNonresident: true, philadelphia: 'nonresident_working_in' })
      .calculate(stateContext({ grossCents: 200_000, retirement401kCents: 10_000 }));
    expect(result.incomeTaxCents).toBe(0);
    // 401(k) deferrals stay in PA compensation: 2,000 × 3.43% = 68.60
    expect(result.localIncomeTaxes.map((line) => line.taxCents)).toEqual([68_60]);
  });

  it('rejects an option it does not know', () => {
    expect(() => pennsylvania.prepare({ philadelphia: 'commuter' })).toThrow(
      expect.objectContaining({ field: 'state.philadelphia' }),
    );
  });
});

describe('Act 32 earned income tax: the higher of the resident and the nonresident rate', () => {
  it('the residence rate when it is the higher: 1.7% over 1% → $34.00 on $2,000', () => {
    const [line] = locals({}, { grossCents: 200_000, employerLocalTaxes: [eit('1.7', '1')] });
    expect(line).toEqual({
      localId: 'PA-PSD-460602',
      localName: 'Abington Township',
      taxCents: 34_00,
      explanation: {
        method: 'flatRate',
        steps: [
          { input: 'taxableWages', cents: 200_000 },
          { input: 'residentRate', percent: '1.7' },
          { input: 'nonresidentRate', percent: '1' },
          { input: 'rate', percent: '1.7' },
        ],
        rounding: 'centHalfUp',
        publication: 'Act 32 earned income tax, DCED Local Withholding Tax FAQs',
      },
    });
  });

  it('the work place rate when it is the higher: 0.5% under 1% → $20.00 on $2,000', () => {
    const [line] = locals({}, { grossCents: 200_000, employerLocalTaxes: [eit('0.5', '1')] });
    expect(line).toMatchObject({
      localId: 'PA-PSD-020101',
      localName: 'Pittsburgh',
      taxCents: 20_00,
    });
    expect(line?.explanation?.steps.at(-1)).toEqual({ input: 'rate', percent: '1' });
  });

  it('a tie names the residence', () => {
    const [line] = locals({}, { grossCents: 200_000, employerLocalTaxes: [eit('1', '1')] });
    expect(line).toMatchObject({ localId: 'PA-PSD-460602', taxCents: 20_00 });
  });

  it.each(['resident', 'nonresident_working_in'])(
    'a Philadelphia %s pays Philadelphia instead (Sterling Act, outside Act 32)',
    (philadelphia) => {
      const lines = locals({ philadelphia }, { employerLocalTaxes: [eit('1.7', '1')] });
      expect(lines.map((line) => line.localId)).toEqual(['PA-PHILADELPHIA']);
    },
  );

  it('an Ohio municipal entry is an error on a Pennsylvania paycheck', () => {
    const entry: EmployerLocalTax = {
      kind: 'ohMunicipal',
      work: { localId: 'OH-COLUMBUS', name: 'Columbus', rate: '2.5' },
    };
    expect(() => locals({}, { employerLocalTaxes: [entry] })).toThrow(
      expect.objectContaining({ field: 'employerLocalTaxes[0].kind' }),
    );
  });
});

describe('PSD codes on the certificate', () => {
  it('takes 6-digit codes, an empty one as none, and names a malformed one', () => {
    expect(() =>
      pennsylvania.prepare({ residencePsd: '460602', workPsd: ' 020101 ' }),
    ).not.toThrow();
    expect(() => pennsylvania.prepare({ residencePsd: '' })).not.toThrow();
    expect(() => pennsylvania.prepare({ workPsd: '4606' })).toThrow(
      expect.objectContaining({
        field: 'state.workPsd',
        message: 'must be a 6-digit PSD code such as "460602"',
      }),
    );
  });
});

describe('Local services tax: the yearly amount spread, cut down to the cent', () => {
  const withheld = (entry: EmployerLocalTax, payFrequency: PayFrequency = 'biweekly') =>
    locals({}, { payFrequency, employerLocalTaxes: [entry] }).map((line) => line.taxCents);

  it.each([
    ['$52 biweekly → $2.00', lst(52_00), 'biweekly', [2_00]],
    ['$52 monthly → 4.333 → $4.33', lst(52_00), 'monthly', [4_33]],
    ['$52 weekly → $1.00', lst(52_00), 'weekly', [1_00]],
    ['$36 weekly → 0.692 → $0.69', lst(36_00), 'weekly', [69]],
    ['$52 semimonthly → 2.1667 → $2.16 (never rounded up)', lst(52_00), 'semimonthly', [2_16]],
    ['Scranton $156 biweekly → $6.00', lst(156_00), 'biweekly', [6_00]],
  ] as const)('%s', (_case, entry, frequency, expected) => {
    expect(withheld(entry, frequency)).toEqual(expected);
  });

  it('never passes the year: what is left of $52 after $51 paid is $1.00, then nothing', () => {
    expect(withheld(lst(52_00, 51_00), 'monthly')).toEqual([1_00]);
    expect(withheld(lst(52_00, 52_00), 'monthly')).toEqual([]);
  });

  it('nothing for an employee with the low-income exemption certificate', () => {
    expect(withheld(lst(52_00, 0, true))).toEqual([]);
  });

  it("the certificate's LST exemption exempts as well as the entry's", () => {
    expect(locals({ lstExempt: true }, { employerLocalTaxes: [lst(52_00)] })).toEqual([]);
  });

  it('$10 or less: the whole amount on the first paycheck of the year, then nothing', () => {
    expect(withheld(lst(10_00))).toEqual([10_00]);
    expect(withheld(lst(10_00, 10_00))).toEqual([]);
    expect(withheld(lst(5_00))).toEqual([5_00]);
  });

  it('carries its own code and explains the spread', () => {
    const [line] = locals({}, { payFrequency: 'monthly', employerLocalTaxes: [lst(52_00)] });
    expect(line).toEqual({
      code: 'localServicesTax',
      localId: 'PA-PSD-020101',
      localName: 'Pittsburgh',
      taxCents: 4_33,
      explanation: {
        method: 'annualAmountSpread',
        steps: [
          { input: 'annualAmount', cents: 52_00 },
          { input: 'periodsPerYear', count: 12 },
        ],
        rounding: 'centDown',
        publication: 'Local Services Tax, DCED register of local taxes',
      },
    });
  });
});

describe('Pennsylvania local taxes end to end', () => {
  it('names Philadelphia and the employer-entered PSD taxes in the catalogue', () => {
    expect(pennsylvania.locals.map(({ localId, source }) => [localId, source])).toEqual([
      ['PA-PHILADELPHIA', 'table'],
      ['PA-PSD', 'employer'],
      ['PA-PSD', 'employer'],
    ]);
  });

  it('a Philadelphia resident with the LST: their own lines, counted in the state income tax', () => {
    const result = calculatePaycheck(
      paycheckInput({
        payDate: '2026-07-10',
        state: { code: 'PA', philadelphia: 'resident' },
        employerLocalTaxes: [lst(52_00)],
      }),
    );
    // 2,000 × 3.07% = 61.40; Philadelphia 2,000 × 3.735% = 74.70; LST 52 ÷ 26 = 2.00
    expect(result.employeeTaxes.stateIncomeTaxCents).toBe(61_40 + 74_70 + 2_00);
    expect(result.lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          code: 'localIncomeTax',
          amountCents: 74_70,
          jurisdiction: {
            level: 'local',
            state: 'PA',
            localId: 'PA-PHILADELPHIA',
            localName: 'Philadelphia',
          },
          explanation: expect.objectContaining({ method: 'flatRate' }),
        }),
        expect.objectContaining({
          code: 'localServicesTax',
          amountCents: 2_00,
          jurisdiction: {
            level: 'local',
            state: 'PA',
            localId: 'PA-PSD-020101',
            localName: 'Pittsburgh',
          },
        }),
      ]),
    );
  });
});
