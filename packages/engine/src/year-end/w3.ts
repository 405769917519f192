import type { Form941Lines } from '../filings/form-941';
import { applyRate, percent } from '../rate';
import { findTaxYear } from '../tax-years/registry';
import { BOX_12_ORDER, incomeTaxWagesOfStub, type Box12Entry, type W2, type W2Stub } from './w2';

/** Form W-3: the W-2s added up (box c is their number; 12a the deferred compensation, D and E). */
export type W3Totals = {
  forms: number;
  '1': number;
  '2': number;
  '3': number;
  '4': number;
  '5': number;
  '6': number;
  '7': number;
  '10': number;
  '12a': number;
  '12': Box12Entry[];
  '16': number;
  '17': number;
  '18': number;
  '19': number;
};

const DEFERRED_COMPENSATION = new Set(['D', 'E']);

export function w3Of(w2s: readonly W2[]): W3Totals {
  const sum = (pick: (w2: W2) => number) => w2s.reduce((total, w2) => total + pick(w2), 0);
  const byCode = new Map<string, number>();
  for (const w2 of w2s)
    for (const entry of w2.boxes['12'])
      byCode.set(entry.code, (byCode.get(entry.code) ?? 0) + entry.cents);
  const rows = w2s.flatMap((w2) => w2.boxes['15-20']);
  return {
    forms: w2s.length,
    '1': sum((w2) => w2.boxes['1']),
    '2': sum((w2) => w2.boxes['2']),
    '3': sum((w2) => w2.boxes['3']),
    '4': sum((w2) => w2.boxes['4']),
    '5': sum((w2) => w2.boxes['5']),
    '6': sum((w2) => w2.boxes['6']),
    '7': sum((w2) => w2.boxes['7']),
    '10': sum((w2) => w2.boxes['10']),
    '12a': [...byCode.entries()]
      .filter(([code]) => DEFERRED_COMPENSATION.has(code))
      .reduce((total, [, cents]) => total + cents, 0),
    '12': BOX_12_ORDER.flatMap((code) => {
      const cents = byCode.get(code) ?? 0;
      return cents > 0 ? [{ code, cents }] : [];
    }),
    '16': rows.reduce((total, row) => total + row.wagesCents, 0),
    '17': rows.reduce((total, row) => total + row.taxCents, 0),
    '18': rows.reduce((total, row) => total + row.localWagesCents, 0),
    '19': rows.reduce((total, row) => total + row.localTaxCents, 0),
  };
}

/** The Form 941 lines the reconciliation reads, of one quarter. */
export type ReconciledForm941 = Pick<
  Form941Lines,
  'line2' | 'line3' | 'line5aWages' | 'line5bWages' | 'line5cWages' | 'line5dWages' | 'line5dTax'
>;

/** A stub whose own withholding differs from its wages at the statutory rate. */
export type ReconciliationCause = {
  stubId: string;
  payrollId: string;
  employeeId: string;
  payDate: string;
  cents: number;
};

export type ReconciliationLine = {
  box: '1' | '2' | '3' | '4' | '5' | '6' | '7';
  /** What Form 941 carries for it: a line, or the employee's share of a line's tax. */
  form941: string;
  w3Cents: number;
  form941Cents: number;
  /** W-3 less the 941s. */
  differenceCents: number;
  /** Each quarter's own difference, where there is one. */
  quarters: { quarter: number; differenceCents: number }[];
  causes: ReconciliationCause[];
  /** What no stub explains: the rounding of each paycheck against the quarter's (line 7). */
  roundingCents: number;
};

export type W3Reconciliation = { balanced: boolean; lines: ReconciliationLine[] };

const SOCIAL_SECURITY = percent('6.2');
const MEDICARE = percent('1.45');
const ADDITIONAL_MEDICARE = percent('0.9');

type StubShare = { stub: W2Stub; quarter: number; ss: number; medicare: number; extra: number };

/** Each stub's social security and Additional Medicare wages, the year's limits applied in order. */
function stubShares(year: number, stubs: readonly W2Stub[]): StubShare[] {
  const data = findTaxYear(year);
  const ssBefore = new Map<string, number>();
  const mBefore = new Map<string, number>();
  const band = (before: number, wages: number, floor: number, ceiling: number) =>
    Math.max(0, Math.min(before + wages, ceiling) - Math.max(before, floor));
  return [...stubs]
    .sort((a, b) => (a.payDate < b.payDate ? -1 : a.payDate > b.payDate ? 1 : 0))
    .map((stub) => {
      const s = ssBefore.get(stub.employeeId) ?? 0;
      const m = mBefore.get(stub.employeeId) ?? 0;
      ssBefore.set(stub.employeeId, s + stub.socialSecurityWagesCents);
      mBefore.set(stub.employeeId, m + stub.medicareWagesCents);
      return {
        stub,
        quarter: Math.ceil(Number(stub.payDate.slice(5, 7)) / 3),
        ss: band(s, stub.socialSecurityWagesCents, 0, data.socialSecurity.wageBaseCents),
        medicare: stub.medicareWagesCents,
        extra: band(m, stub.medicareWagesCents, data.medicare.additionalThresholdCents, Infinity),
      };
    });
}

const taxOf = (stub: W2Stub, codes: readonly string[]) =>
  stub.employeeTaxes.reduce((sum, t) => (codes.includes(t.code) ? sum + t.amountCents : sum), 0);

/**
 * W-3 boxes 1–7 against the year's four Forms 941. Boxes 4 and 6 are held against the employee's
 * share of lines 5a and 5c at the statutory rates (with line 5d's tax): a stub whose withholding
 * is not its wages at those rates is named as a cause; what remains is the rounding line 7
 * takes up, quarter by quarter.
 */
export function reconcileW3(
  year: number,
  w3: W3Totals,
  form941s: readonly { quarter: number; lines: ReconciledForm941 }[],
  stubs: readonly W2Stub[],
): W3Reconciliation {
  const shares = stubShares(year, stubs);
  const ofQuarter = (pick: (l: ReconciledForm941) => number) =>
    form941s.map((f) => ({ quarter: f.quarter, cents: pick(f.lines) }));
  const w3ByQuarter = (pick: (s: StubShare) => number) =>
    [1, 2, 3, 4].map((quarter) =>
      shares.filter((s) => s.quarter === quarter).reduce((sum, s) => sum + pick(s), 0),
    );
  type Spec = {
    box: ReconciliationLine['box'];
    form941: string;
    w3: number;
    quarters: { quarter: number; cents: number }[];
    perStub?: (s: StubShare) => { withheld: number; expected: number };
    byQuarter: number[];
  };
  const specs: Spec[] = [
    {
      box: '1',
      form941: '2',
      w3: w3['1'],
      quarters: ofQuarter((l) => l.line2),
      byQuarter: w3ByQuarter((s) => incomeTaxWagesOfStub(s.stub)),
    },
    {
      box: '2',
      form941: '3',
      w3: w3['2'],
      quarters: ofQuarter((l) => l.line3),
      byQuarter: w3ByQuarter((s) => taxOf(s.stub, ['federalIncomeTax'])),
    },
    {
      box: '3',
      form941: '5a',
      w3: w3['3'],
      quarters: ofQuarter((l) => l.line5aWages),
      byQuarter: w3ByQuarter((s) => s.ss),
    },
    {
      box: '4',
      form941: '5a × 6.2%',
      w3: w3['4'],
      quarters: ofQuarter((l) => applyRate(l.line5aWages, SOCIAL_SECURITY)),
      perStub: (s) => ({
        withheld: taxOf(s.stub, ['socialSecurity']),
        expected: applyRate(s.ss, SOCIAL_SECURITY),
      }),
      byQuarter: w3ByQuarter((s) => taxOf(s.stub, ['socialSecurity'])),
    },
    {
      box: '5',
      form941: '5c',
      w3: w3['5'],
      quarters: ofQuarter((l) => l.line5cWages),
      byQuarter: w3ByQuarter((s) => s.medicare),
    },
    {
      box: '6',
      form941: '5c × 1.45% + 5d',
      w3: w3['6'],
      quarters: ofQuarter((l) => applyRate(l.line5cWages, MEDICARE) + l.line5dTax),
      perStub: (s) => ({
        withheld: taxOf(s.stub, ['medicare', 'additionalMedicare']),
        expected: applyRate(s.medicare, MEDICARE) + applyRate(s.extra, ADDITIONAL_MEDICARE),
      }),
      byQuarter: w3ByQuarter((s) => taxOf(s.stub, ['medicare', 'additionalMedicare'])),
    },
    {
      box: '7',
      form941: '5b',
      w3: w3['7'],
      quarters: ofQuarter((l) => l.line5bWages),
      byQuarter: [0, 0, 0, 0],
    },
  ];
  const lines = specs.map((spec): ReconciliationLine => {
    const form941Cents = spec.quarters.reduce((sum, q) => sum + q.cents, 0);
    const causes: ReconciliationCause[] = [];
    if (spec.perStub) {
      for (const share of shares) {
        const { withheld, expected } = spec.perStub(share);
        if (withheld === expected) continue;
        const { stub } = share;
        causes.push({
          stubId: stub.stubId,
          payrollId: stub.payrollId,
          employeeId: stub.employeeId,
          payDate: stub.payDate,
          cents: withheld - expected,
        });
      }
    }
    const differenceCents = spec.w3 - form941Cents;
    const explained = causes.reduce((sum, cause) => sum + cause.cents, 0);
    const quarters = spec.quarters.map((q) => ({
      quarter: q.quarter,
      differenceCents: (spec.byQuarter[q.quarter - 1] ?? 0) - q.cents,
    }));
    return {
      box: spec.box,
      form941: spec.form941,
      w3Cents: spec.w3,
      form941Cents,
      differenceCents,
      quarters: quarters.filter((q) => q.differenceCents !== 0),
      causes,
      roundingCents: differenceCents - explained,
    };
  });
  return { balanced: lines.every((line) => line.differenceCents === 0), lines };
}
