import type { IsoDate } from '../../dates';
import { percent, type Rate } from '../../rate';

export type PhiladelphiaWageTaxRates = {
  /** The first pay date the rates apply to. */
  readonly effective: IsoDate;
  readonly residentRate: Rate;
  readonly nonresidentRate: Rate;
  readonly publication: string;
};

// The city sets the rates for its fiscal year, so they change on 1 July and the pay date picks
// the row (phila.gov Tax Rate History, via the reference's OB and PE sources). A new year's rates
// are a new row, never an edit of the one before. No exemption and no floor: the income-based
// reduced rate is a refund the employee claims, not withheld.
export const PHILADELPHIA_WAGE_TAX: readonly PhiladelphiaWageTaxRates[] = [
  {
    effective: '2025-07-01',
    residentRate: percent('3.74'),
    nonresidentRate: percent('3.43'),
    publication: 'Philadelphia Wage Tax rates from 1 July 2025 (Department of Revenue)',
  },
  {
    effective: '2026-07-01',
    residentRate: percent('3.735'),
    nonresidentRate: percent('3.425'),
    publication: 'Philadelphia Wage Tax rates from 1 July 2026 (Department of Revenue)',
  },
];

/** The rates in force on a pay date: the latest row effective on or before it. */
export const philadelphiaRatesOn = (payDate: IsoDate): PhiladelphiaWageTaxRates | undefined => {
  let inForce: PhiladelphiaWageTaxRates | undefined;
  for (const row of PHILADELPHIA_WAGE_TAX) {
    if (row.effective <= payDate && (inForce === undefined || row.effective > inForce.effective)) {
      inForce = row;
    }
  }
  return inForce;
};
