import type { IsoDate } from '../dates';

/** Which date of the paycheck picks a state's edition when its figures change inside a year. */
export type EditionDate = 'payDate' | 'periodStart' | 'periodEnd';

/** Figures in force from a date on. */
export type Edition<T> = { readonly effectiveFrom: IsoDate; readonly data: T };

/** Tax year → its editions, oldest first; the first one starts on 1 January. */
export type TaxYearEditions<T> = Readonly<Record<number, readonly Edition<T>[]>>;

/** One edition for the whole calendar year: the usual case. */
export const wholeYear = <T>(year: number, data: T): readonly Edition<T>[] => [
  { effectiveFrom: `${year}-01-01`, data },
];

/**
 * The edition in force on a date. A date before the first edition (a period that started in
 * December, paid in January) takes the first: the tax year is the pay date's.
 */
export const selectEdition = <T>(editions: readonly Edition<T>[], date: IsoDate): T | undefined => {
  let chosen = editions[0];
  for (const edition of editions) {
    if (edition.effectiveFrom <= date) chosen = edition;
    else break;
  }
  return chosen?.data;
};
