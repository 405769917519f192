import type { AchReturnsResult } from '@paydesk/contracts';

export type ReturnSectionKind = 'matched' | 'contractors' | 'unmatched' | 'changes';

/** One line of an import's result: a cell per column of its section. */
export type ReturnRow = {
  key: string;
  /**
   * The pay stub of a matched return or a change (a contractor payment line of a contractor's
   * return); null when no payment matched.
   */
  payStubId: string | null;
  traceNumber: string | null;
  code: string;
  /** The return's reason, or a change's corrected data. */
  detail: string | null;
};

export type ReturnSection = { kind: ReturnSectionKind; rows: ReturnRow[] };

const byCode = (a: ReturnRow, b: ReturnRow) =>
  a.code.localeCompare(b.code) || a.key.localeCompare(b.key);

/**
 * What the bank's return file did, in sections — payments now failed (employees', then
 * contractors'), returns that matched no payment, notifications of change (reported, never
 * applied) — leaving out the empty ones.
 */
export function returnSections(result: AchReturnsResult): ReturnSection[] {
  const sections: ReturnSection[] = [
    {
      kind: 'matched',
      rows: result.matched
        .map((match) => ({
          key: `m-${match.payStubId}-${match.returnCode}`,
          payStubId: match.payStubId,
          traceNumber: null,
          code: match.returnCode,
          detail: match.reason,
        }))
        .sort(byCode),
    },
    {
      kind: 'contractors',
      rows: (result.contractorMatched ?? [])
        .map((match) => ({
          key: `k-${match.contractorPaymentItemId}-${match.returnCode}`,
          payStubId: match.contractorPaymentItemId,
          traceNumber: null,
          code: match.returnCode,
          detail: match.reason,
        }))
        .sort(byCode),
    },
    {
      kind: 'unmatched',
      rows: result.unmatched
        .map((entry) => ({
          key: `u-${entry.traceNumber}-${entry.returnCode}`,
          payStubId: null,
          traceNumber: entry.traceNumber,
          code: entry.returnCode,
          detail: null,
        }))
        .sort(byCode),
    },
    {
      kind: 'changes',
      rows: result.notificationsOfChange
        .map((change) => ({
          key: `c-${change.traceNumber}-${change.changeCode}`,
          payStubId: change.payStubId,
          traceNumber: change.traceNumber,
          code: change.changeCode,
          detail: change.correctedData,
        }))
        .sort(byCode),
    },
  ];
  return sections.filter((section) => section.rows.length > 0);
}

/** The result in one line: how many payments failed, stayed unmatched, or have changes. */
export const returnCounts = (result: AchReturnsResult) => ({
  matched: result.matched.length + (result.contractorMatched?.length ?? 0),
  unmatched: result.unmatched.length,
  changes: result.notificationsOfChange.length,
});
