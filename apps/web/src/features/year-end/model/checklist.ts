import { statesMissingTaxIds, type CompanyW2s, type TaxDeposit } from '@paydesk/contracts';

/** One step of the year-end checklist: done, or the names and figures still in the way. */
export type ChecklistStep = {
  id: 'ssn' | 'address' | 'stateIds' | 'deposits' | 'reconciliation' | 'terminated';
  /** `todo` blocks the filing; `note` is for the owner to look at. */
  state: 'done' | 'todo' | 'note';
  /** Employees' names, states, deposits' due dates or the W-3 boxes that differ. */
  entries: string[];
};

/**
 * The owner's year-end checklist from the W-2s and the year's deposits: SSNs the SSA would
 * refuse, missing addresses, states whose employer's state ID number box 15 lacks, federal
 * deposits not recorded as paid, the W-3 against the four 941s, and the employees terminated in
 * the year without a final payroll.
 */
export function yearEndChecklist(
  w2s: CompanyW2s,
  deposits: readonly Pick<TaxDeposit, 'status' | 'dueDate' | 'form'>[],
): ChecklistStep[] {
  const names = (keep: (item: CompanyW2s['items'][number]) => boolean) =>
    w2s.items.filter(keep).map((item) => item.name);
  const badSsn = names((item) => item.checks.ssn !== 'valid');
  const noAddress = names((item) => item.checks.address === 'missing');
  const open = deposits
    .filter((d) => d.status === 'due' || d.status === 'overdue')
    .map((d) => `${d.form} ${d.dueDate}`);
  const differing = w2s.reconciliation.lines
    .filter((line) => line.differenceCents !== 0)
    .map((line) => line.box);
  // Whoever left in the year with no stub paying the period of their last day is owed final pay.
  const terminated = w2s.terminatedWithoutFinalPayroll.map(
    (gap) => `${gap.name} (${gap.terminationDate})`,
  );
  const step = (id: ChecklistStep['id'], entries: string[], ifAny: 'todo' | 'note') => ({
    id,
    state: entries.length === 0 ? ('done' as const) : ifAny,
    entries,
  });
  return [
    step('ssn', badSsn, 'todo'),
    step('address', noAddress, 'todo'),
    step('stateIds', statesMissingTaxIds(w2s.items), 'todo'),
    step('deposits', open, 'todo'),
    step('reconciliation', differing, 'note'),
    step('terminated', terminated, 'todo'),
  ];
}
