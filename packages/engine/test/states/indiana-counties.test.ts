import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { findIndianaCounty, INDIANA_COUNTIES } from '../../src/states/data/indiana-counties';
import {
  INDIANA_COUNTY_RATES,
  type IndianaCountyRate,
  type IndianaRateSource,
} from '../../src/states/data/indiana-county-rates';
import { indiana, indianaWithCountyRates } from '../../src/states/indiana';
import { countyRateInForce } from '../../src/states/indiana-county-tax';
import { percent } from '../../src/rate';
import { INDIANA_REFERENCE_2026 } from '../support/indiana-county-reference';
import { stateContext } from '../support/state-context';

const REFERENCE_SOURCES: Readonly<Record<string, IndianaRateSource>> = {
  S1: 'dn1-2024',
  S2: 'chart-2025',
  S3: 'changes-2024-10',
  S4: 'changes-2025-01',
  S5: 'changes-2026-01',
};

// Weekly $10,000.00 with no exemptions: the state takes 2.95% = $295.00, and a county's tax is
// its rate read as hundredths of a dollar × 100 (2.5234% → $252.34), exact for every rate.
const weekly10k = stateContext({ grossCents: 1_000_000, payFrequency: 'weekly' });
const countyTaxOn10k = (text: string): number => {
  const [whole = '', fraction = ''] = text.split('.');
  return Number(`${whole}${fraction.padEnd(4, '0')}`);
};

describe('Indiana counties: the 92 rates in force on 2026-01-01', () => {
  for (const [code, name, rate, knownFor, sources] of INDIANA_REFERENCE_2026) {
    it(`${code} ${name}: ${rate}%, confirmed for ${knownFor}`, () => {
      expect(findIndianaCounty(code)).toEqual({ code, name });
      const row = countyRateInForce(INDIANA_COUNTY_RATES, code, '2026-01-01');
      expect(row).toMatchObject({ effective: '2026-01-01', confirmedFor: knownFor });
      expect(row?.rate).toEqual(percent(rate));
      expect(row?.sources).toEqual(sources.split(', ').map((key) => REFERENCE_SOURCES[key]));
      const tax = indiana.prepare({ countyOfResidence: name }).calculate(weekly10k);
      expect(tax.incomeTaxCents).toBe(29_500 + countyTaxOn10k(rate));
    });
  }

  it('has exactly the 92 counties, one 2026-01-01 row each, 86 carried from 2025', () => {
    expect(INDIANA_COUNTIES.map(({ code }) => code)).toEqual(
      INDIANA_REFERENCE_2026.map(([code]) => code),
    );
    const january = INDIANA_COUNTY_RATES.filter((row) => row.effective === '2026-01-01');
    expect(january.map(({ county }) => county)).toEqual(INDIANA_COUNTIES.map(({ code }) => code));
    expect(january.filter((row) => row.confirmedFor === 2025)).toHaveLength(86);
  });
});

describe('Indiana WH-4 county fields', () => {
  const withhold = (fields: Record<string, unknown>) =>
    indiana.prepare(fields).calculate(weekly10k).incomeTaxCents;

  it('takes a county by code or by name in any case', () => {
    // Marion 2.02%: $202.00 on $10,000.00
    for (const county of ['49', 'Marion', 'marion', 'MARION', ' Marion ']) {
      expect(withhold({ countyOfResidence: county })).toBe(29_500 + 20_200);
    }
    // St. Joseph 1.75%, LaPorte 1.45%: names with a dot and inner capitals
    expect(withhold({ countyOfResidence: 'st. joseph' })).toBe(29_500 + 17_500);
    expect(withhold({ countyOfPrincipalEmployment: 'LAPORTE' })).toBe(29_500 + 14_500);
  });

  it('refuses an unknown county, naming the field', () => {
    for (const [field, value] of [
      ['countyOfResidence', 'Marian'],
      ['countyOfResidence', '00'],
      ['countyOfPrincipalEmployment', '93'],
      ['countyOfPrincipalEmployment', 49],
    ] as const) {
      expect(() => indiana.prepare({ [field]: value })).toThrow(
        expect.objectContaining({
          field: `state.${field}`,
          message: expect.stringContaining('must be an Indiana county'),
        }),
      );
    }
  });

  it('describes both fields as an enum of the 92 names, each of which it takes', () => {
    const schema = z.toJSONSchema(indiana.certificateSchema, {
      io: 'input',
      unrepresentable: 'any',
    });
    const names = INDIANA_COUNTIES.map(({ name }) => name);
    for (const field of ['countyOfResidence', 'countyOfPrincipalEmployment']) {
      expect(schema.properties?.[field]).toMatchObject({ type: 'string', enum: names });
    }
    expect(schema.required ?? []).not.toContain('countyOfResidence');
    for (const name of names) {
      expect(() => indiana.prepare({ countyOfResidence: name })).not.toThrow();
    }
  });
});

describe('Indiana county rates as dated rows', () => {
  // A made-up October revision of Porter (0.5% → 0.75%), as the notice's October reissue would
  // add it: a new row, the January row untouched.
  const octoberRevision: IndianaCountyRate = {
    county: '64',
    effective: '2026-10-01',
    percent: '0.75',
    rate: percent('0.75'),
    confirmedFor: 2026,
    sources: [],
  };
  const revised = indianaWithCountyRates([...INDIANA_COUNTY_RATES, octoberRevision]);
  const porterOn = (payDate: string) =>
    revised
      .prepare({ countyOfResidence: 'Porter' })
      .calculate(stateContext({ grossCents: 1_000_000, payFrequency: 'weekly', payDate }))
      .incomeTaxCents;

  it('applies the rate in force on the pay date: the revision from its effective date on', () => {
    expect(porterOn('2026-09-30')).toBe(29_500 + 5_000); // 0.5% of $10,000.00
    expect(porterOn('2026-10-01')).toBe(29_500 + 7_500); // 0.75%
    expect(porterOn('2026-12-31')).toBe(29_500 + 7_500);
  });

  it('never runs a rate on into a year without its own row', () => {
    expect(countyRateInForce(INDIANA_COUNTY_RATES, '64', '2027-01-08')).toBeUndefined();
    expect(countyRateInForce([octoberRevision], '64', '2026-09-30')).toBeUndefined();
  });

  it('refuses a county with no row in force, naming the field that chose it', () => {
    const withoutPorter = indianaWithCountyRates(
      INDIANA_COUNTY_RATES.filter(({ county }) => county !== '64'),
    );
    expect(() =>
      withoutPorter.prepare({ countyOfPrincipalEmployment: 'porter' }).calculate(weekly10k),
    ).toThrow(
      expect.objectContaining({
        field: 'state.countyOfPrincipalEmployment',
        message: expect.stringContaining('Porter'),
      }),
    );
  });
});
