import { z } from 'zod';
import type { Explainer } from '../explain/explainer';
import { divideRoundHalfUp, multiplyDivideRoundHalfUp } from '../money';
import { applyRate, percent, type Rate } from '../rate';
import { additionalWithholding } from './certificate-fields';
import {
  CONNECTICUT_NO_CERTIFICATE_PERCENT,
  CONNECTICUT_PUBLICATION,
  CONNECTICUT_TABLES,
  type ConnecticutCodeTables,
  type ConnecticutStair,
  type ConnecticutTableCode,
} from './data/connecticut-tables';
import { defineStateModule } from './define-state-module';
import { wholeYear } from './editions';
import { bracketTax, findBracket } from './graduated';
import type { StateYearData } from './state-module';

type ConnecticutYear = StateYearData & {
  readonly tables: Readonly<Record<ConnecticutTableCode, ConnecticutCodeTables>>;
  readonly noCertificateRate: Rate;
};

const CONNECTICUT_2026: ConnecticutYear = {
  tables: CONNECTICUT_TABLES,
  noCertificateRate: percent(CONNECTICUT_NO_CERTIFICATE_PERCENT),
  // Connecticut Paid Leave: 0.5% from the employee, on wages up to the Social Security wage base.
  programmes: [
    {
      code: 'CT_PL',
      wageBasis: 'socialSecurity',
      employeeRate: percent('0.5'),
      wageBaseCents: 184_500_00,
    },
  ],
  publication: CONNECTICUT_PUBLICATION,
};

const DOLLAR = 100;

/** Steps of a stair reached by annual wages: each step "or part" of one counts whole. */
const stairAmountCents = (stair: ConnecticutStair, annualCents: number): number => {
  const above = annualCents - stair.over * DOLLAR;
  if (above <= 0) return 0;
  const steps = Math.min(stair.maxSteps, Math.ceil(above / (stair.step * DOLLAR)));
  return steps * stair.amount * DOLLAR;
};

/** Table A: the exemption left once the phase-out has taken $1,000 per $1,000 (or part) over. */
export const connecticutExemptionCents = (
  tables: ConnecticutCodeTables,
  annualCents: number,
): number => {
  const { full, phaseOutOver } = tables.exemption;
  const reduction = stairAmountCents(
    { over: phaseOutOver, step: 1_000, amount: 1_000, maxSteps: Number.MAX_SAFE_INTEGER },
    annualCents,
  );
  return Math.max(0, full * DOLLAR - reduction);
};

/** Table E: the credit in hundredths for annual wages, "more than … not more than". */
export const connecticutCreditHundredths = (
  tables: ConnecticutCodeTables,
  annualCents: number,
): number => {
  let credit = 0;
  for (const [over, hundredths] of tables.credits) {
    if (annualCents <= over * DOLLAR) break;
    credit = hundredths;
  }
  return credit;
};

/**
 * TPG-211 Steps 1–13 for a code A, B, C, D or F: the period's tax before the certificate's lines
 * 2 and 3. The annual tax after the credit is rounded to the cent, then divided by the periods.
 */
export const connecticutPeriodTax = (
  tables: ConnecticutCodeTables,
  wagesCents: number,
  periodsPerYear: number,
  explain: Explainer,
): number => {
  const annualCents = wagesCents * periodsPerYear;
  explain.cents('annualWages', annualCents);
  const exemptionCents = connecticutExemptionCents(tables, annualCents);
  explain.cents('personalExemption', exemptionCents);
  const taxableCents = Math.max(0, annualCents - exemptionCents);
  explain.cents('annualTaxableWages', taxableCents);
  if (taxableCents === 0) return 0;
  explain.bracket(findBracket(tables.initialTax, taxableCents, 'over'), true);
  // Tables C and D read the annual wages, not the taxable income, and add whole dollars.
  const beforeCreditCents =
    bracketTax(tables.initialTax, taxableCents, 'over') +
    stairAmountCents(tables.addBack, annualCents) +
    tables.recapture.reduce((sum, stair) => sum + stairAmountCents(stair, annualCents), 0);
  const credit = connecticutCreditHundredths(tables, annualCents);
  const annualTaxCents = multiplyDivideRoundHalfUp(beforeCreditCents, 100 - credit, 100);
  // The explanation has no input for the Table C add-back and Table D recapture: the annual tax
  // is shown with them in, before the Table E credit, which is shown in dollars.
  explain.cents('annualTax', beforeCreditCents);
  explain.cents('taxCredit', beforeCreditCents - annualTaxCents);
  const periodCents = divideRoundHalfUp(annualTaxCents, periodsPerYear);
  explain.cents('periodTax', periodCents);
  return periodCents;
};

export const connecticut = defineStateModule({
  code: 'CT',
  name: 'Connecticut',
  certificateName: 'CT-W4',
  certificateSchema: z.strictObject({
    /**
     * Line 1. Not given means no completed CT-W4 on file: Circular CT then withholds a flat
     * 6.99% with no exemption (not code D, which keeps the graduated Table B).
     */
    withholdingCode: z
      .enum(['A', 'B', 'C', 'D', 'E', 'F'], {
        error: 'must be one of the CT-W4 withholding codes A, B, C, D, E, F',
      })
      .optional(),
    /** Line 2, per pay period. */
    additionalWithholdingCents: additionalWithholding(),
    /** Line 3, per pay period: taken off the computed amount, never below zero. */
    reducedWithholdingCents: additionalWithholding(),
  }),
  taxYears: { 2026: wholeYear(2026, CONNECTICUT_2026) },
  incomeTax: {
    wages: (wages) => wages.federalIncomeTaxWagesCents,
    // Supplemental wages are withheld on together with the regular wages (Circular CT's aggregate
    // rule). Paid on their own check, Circular CT adds them to the period's regular wages and
    // subtracts what those bore; the engine does not know them, so they count as none (FLAGGED).
    withhold: ({ certificate, data, taxableWagesCents, periodsPerYear, explain }) => {
      const code = certificate.withholdingCode;
      if (code === 'E') {
        explain.method('exempt');
        return 0;
      }
      let periodCents: number;
      if (code === undefined) {
        explain.method('flatRate');
        explain.rate('rate', data.noCertificateRate);
        periodCents = applyRate(taxableWagesCents, data.noCertificateRate);
      } else {
        periodCents = connecticutPeriodTax(
          data.tables[code],
          taxableWagesCents,
          periodsPerYear,
          explain,
        );
      }
      const { additionalWithholdingCents: added, reducedWithholdingCents: reduced } = certificate;
      if (added > 0) explain.cents('additionalWithholding', added);
      return Math.max(0, periodCents + added - reduced);
    },
  },
});
