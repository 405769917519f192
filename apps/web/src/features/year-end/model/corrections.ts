import type { CompanyW2s, W2BoxChange } from '@paydesk/contracts';

/** One employee whose published W-2 no longer matches the stubs: what a W-2c would correct. */
export type W2CorrectionRow = {
  employeeId: string;
  name: string;
  /** Every stub of the year voided: the W-2 is gone and each figure goes to zero. */
  withdrawn: boolean;
  changes: W2BoxChange[];
};

/** The W-2s changed since publishing (changed ones first, in the table's order, then withdrawn). */
export function w2Corrections(w2s: CompanyW2s): W2CorrectionRow[] {
  const changed = w2s.items.flatMap((item) =>
    item.changedSincePublishing
      ? [
          {
            employeeId: item.employeeId,
            name: item.name,
            withdrawn: false,
            changes: item.changedSincePublishing.changes,
          },
        ]
      : [],
  );
  const withdrawn = w2s.withdrawnSincePublishing.map((entry) => ({
    employeeId: entry.employeeId,
    name: entry.name,
    withdrawn: true,
    changes: entry.correction.changes,
  }));
  return [...changed, ...withdrawn];
}
