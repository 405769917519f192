import {
  isPayLineCode,
  paycheckResultSchema,
  stateProgrammeCodes,
  type PaycheckResult,
} from '@paydesk/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeFederalWithholding } from '../src/federal/withholding';
import { calculatePaycheck, calculateParsedPaycheck } from '../src/gross-to-net';
import { periodsPerYear } from '../src/pay-frequency';
import { parsePaycheckRequest } from '../src/parse-request';
import { findTaxYear } from '../src/tax-years/registry';
import {
  federalArbitrary,
  requestArbitrary,
  stateArbitrary,
  ytdArbitrary,
} from './support/arbitraries';
import { paycheckInput } from './support/requests';

// For a deeper search: ENGINE_PROPERTY_RUNS=10000 npx vitest run --testTimeout=600000 ….
const RUNS = { numRuns: Number(process.env.ENGINE_PROPERTY_RUNS ?? 200) };

const numbersIn = (value: unknown, path = ''): [string, number][] => {
  if (typeof value === 'number') return [[path, value]];
  if (Array.isArray(value))
    return value.flatMap((item, index) => numbersIn(item, `${path}[${index}]`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => numbersIn(item, `${path}.${key}`));
  }
  return [];
};

const sum = (values: Record<string, number>) => Object.values(values).reduce((a, b) => a + b, 0);

describe('gross-to-net properties', () => {
  it('net = gross − employee taxes − deductions + reimbursements, in integers', () => {
    fc.assert(
      fc.property(requestArbitrary, (input) => {
        const result = calculatePaycheck(input);
        expect(result.totals.employeeTaxesCents).toBe(sum(result.employeeTaxes));
        expect(result.totals.deductionsCents).toBe(sum(result.deductions));
        expect(result.netPayCents).toBe(
          result.grossCents -
            result.totals.employeeTaxesCents -
            result.totals.deductionsCents +
            result.reimbursementsCents,
        );
        for (const [path, value] of numbersIn(result)) {
          if (path.endsWith('.hours')) continue;
          expect(Number.isSafeInteger(value), path).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('never produces a negative amount, whatever the deductions and extra withholding', () => {
    fc.assert(
      fc.property(requestArbitrary, (input) => {
        for (const [path, value] of numbersIn(calculatePaycheck(input))) {
          expect(value, path).toBeGreaterThanOrEqual(0);
        }
      }),
      RUNS,
    );
  });

  it('answers in the contract shape, its lines adding up to the totals', () => {
    fc.assert(
      fc.property(requestArbitrary, (input) => {
        const result: PaycheckResult = paycheckResultSchema.parse(calculatePaycheck(input));
        const total = (side: string) =>
          result.lines
            .filter((line) => line.side === side && line.kind !== 'reimbursement')
            .reduce((acc, line) => acc + line.amountCents, 0);
        expect(total('earning')).toBe(result.grossCents);
        expect(total('employeeTax')).toBe(result.totals.employeeTaxesCents);
        expect(total('employerTax')).toBe(result.totals.employerTaxesCents);
        expect(total('deduction')).toBe(result.totals.deductionsCents);
        for (const cap of result.capped) expect(cap.appliedCents).toBeLessThan(cap.requestedCents);
      }),
      RUNS,
    );
  });

  it('gives every line a code of the vocabulary, and every tax line its jurisdiction', () => {
    const programmes = new Set<string>(stateProgrammeCodes);
    fc.assert(
      fc.property(requestArbitrary, (input) => {
        for (const line of calculatePaycheck(input).lines) {
          expect(isPayLineCode(line.code), line.code).toBe(true);
          const isTax = line.side === 'employeeTax' || line.side === 'employerTax';
          expect(line.jurisdiction !== undefined, line.code).toBe(isTax);
          if (line.kind === 'stateProgramme') expect(programmes.has(line.code)).toBe(true);
          else expect(line.code).toBe(line.kind);
        }
      }),
      RUNS,
    );
  });

  it('keeps social security within rate × wage base, for one paycheck and for a whole year', () => {
    const paychecks = fc.array(fc.integer({ min: 0, max: 5_000_000 }), {
      minLength: 1,
      maxLength: 60,
    });
    fc.assert(
      fc.property(fc.constantFrom(2025, 2026), paychecks, (taxYear, wages) => {
        const { socialSecurity } = findTaxYear(taxYear);
        const maxCents =
          (socialSecurity.wageBaseCents * socialSecurity.rate.numerator) /
          socialSecurity.rate.denominator;
        let ytd = 0;
        let employee = 0;
        let employer = 0;
        for (const amountCents of wages) {
          const result = calculatePaycheck(
            paycheckInput({
              taxYear,
              payDate: `${taxYear}-06-12`,
              earnings: [{ kind: 'salary', amountCents }],
              ytd: { socialSecurityWagesCents: ytd, medicareWagesCents: ytd },
            }),
          );
          expect(result.employeeTaxes.socialSecurityCents).toBeLessThanOrEqual(maxCents);
          employee += result.employeeTaxes.socialSecurityCents;
          employer += result.employerTaxes.socialSecurityCents;
          ytd += result.subjectWages.socialSecurityCents;
        }
        expect(employee).toBeLessThanOrEqual(maxCents);
        expect(employer).toBeLessThanOrEqual(maxCents);
      }),
      { numRuns: 60 },
    );
  });

  it('never lowers a tax when the wages rise, for a fixed W-4, state and year to date', () => {
    fc.assert(
      fc.property(
        federalArbitrary,
        stateArbitrary,
        ytdArbitrary,
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        (federal, state, ytd, low, raise) => {
          const taxesAt = (amountCents: number) =>
            calculatePaycheck(
              paycheckInput({ federal, state, ytd, earnings: [{ kind: 'salary', amountCents }] }),
            ).employeeTaxes;
          const before = taxesAt(low);
          const after = taxesAt(low + raise);
          for (const key of Object.keys(before) as (keyof typeof before)[]) {
            expect(after[key], key).toBeGreaterThanOrEqual(before[key]);
          }
        },
      ),
      RUNS,
    );
  });

  it('rounds each line once: within a cent of the exact amount', () => {
    fc.assert(
      fc.property(requestArbitrary, (input) => {
        const request = parsePaycheckRequest(input);
        const result = calculateParsedPaycheck(request);
        const year = findTaxYear(request.taxYear);
        const within = (cents: number, numerator: number, denominator: number) =>
          expect(Math.abs(cents * denominator - numerator)).toBeLessThan(denominator);
        const { socialSecurity, medicare } = year;
        within(
          result.employeeTaxes.socialSecurityCents,
          result.taxableWages.socialSecurityCents * socialSecurity.rate.numerator,
          socialSecurity.rate.denominator,
        );
        within(
          result.employeeTaxes.medicareCents,
          result.taxableWages.medicareCents * medicare.rate.numerator,
          medicare.rate.denominator,
        );
        within(
          result.employeeTaxes.additionalMedicareCents,
          result.taxableWages.additionalMedicareCents * medicare.additionalRate.numerator,
          medicare.additionalRate.denominator,
        );
        const periods = periodsPerYear(request.payFrequency);
        request.earnings.forEach((earning, index) => {
          if (earning.kind === 'salary' && earning.annualCents !== undefined) {
            within(result.lines[index]?.amountCents ?? -1, earning.annualCents, periods);
          }
        });
      }),
      RUNS,
    );
  });

  it('withholds federal income tax within half a cent of the exact Worksheet 1A amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.constantFrom(52, 26, 24, 12),
        (wages, periods) => {
          const form = {
            w4Version: '2020',
            filingStatus: 'single',
            multipleJobs: false,
            dependentsCents: 0,
            otherIncomeCents: 0,
            deductionsCents: 0,
            extraWithholdingCents: 0,
            exempt: false,
          } as const;
          const table = findTaxYear(2026).federal.standard.single;
          const annual = Math.max(0, wages * periods - 8_600_00);
          const row = [...table].reverse().find((candidate) => candidate.overCents <= annual)!;
          // Exact, in hundredths of a cent × periods: (C + D% × (wage − A)) ÷ periods.
          const exact =
            (row.baseCents +
              (row.rate.numerator * (annual - row.overCents)) / row.rate.denominator) /
            periods;
          const { taxCents } = computeFederalWithholding(
            form,
            wages,
            periods,
            findTaxYear(2026).federal,
          );
          expect(Math.abs(taxCents - exact)).toBeLessThanOrEqual(0.5 + 1e-6);
        },
      ),
      RUNS,
    );
  });
});
