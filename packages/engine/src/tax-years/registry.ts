import { EngineInputError } from '../errors';
import { taxYear2025 } from './2025';
import { taxYear2026 } from './2026';
import type { TaxYearData } from './tax-year-data';

// Adding a year: write its data file beside this one and add it here.
const TAX_YEARS: ReadonlyMap<number, TaxYearData> = new Map(
  [taxYear2025, taxYear2026].map((data) => [data.year, data]),
);

export const supportedTaxYears = (): readonly number[] => [...TAX_YEARS.keys()].sort();

export const findTaxYear = (year: number): TaxYearData => {
  const data = TAX_YEARS.get(year);
  if (data === undefined) {
    throw new EngineInputError(
      'taxYear',
      `has no tax data for ${year}; supported tax years: ${supportedTaxYears().join(', ')}`,
    );
  }
  return data;
};
