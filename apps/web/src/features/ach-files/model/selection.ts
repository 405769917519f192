import type { AchPayrollsRequest, ContractorPayment, PayrollListItem } from '@paydesk/contracts';
import type { GridRowId, GridRowSelectionModel } from '@mui/x-data-grid';

/** The payrolls chosen for a file, by id, across every page seen. */
export type PayrollSelection = ReadonlyMap<string, PayrollListItem>;
/** The contractor payment runs chosen for a file, by id, across every page seen. */
export type ContractorPaymentSelection = ReadonlyMap<string, ContractorPayment>;

export const emptySelection: ReadonlyMap<string, never> = new Map<string, never>();

const isChosen = (model: GridRowSelectionModel, id: GridRowId) =>
  model.type === 'include' ? model.ids.has(id) : !model.ids.has(id);

/**
 * The selection after a click in a grid: the rows of the page on screen are chosen as the grid
 * says ("exclude" means every row but those named, as after "select all"); rows of other pages
 * keep their choice, since the server pages the list and the grid only knows this page.
 */
export function applyPageSelection<Row extends { id: string }>(
  current: ReadonlyMap<string, Row>,
  pageRows: readonly Row[],
  model: GridRowSelectionModel,
): ReadonlyMap<string, Row> {
  const next = new Map(current);
  for (const row of pageRows) {
    if (isChosen(model, row.id)) next.set(row.id, row);
    else next.delete(row.id);
  }
  return next;
}

/**
 * The body of a preview or a generation: the chosen payrolls and contractor payment runs, each in
 * the order chosen; a list nothing was chosen from is left out (the contract wants one of them).
 */
export function achRequestOf(
  payrolls: PayrollSelection,
  contractorPayments: ContractorPaymentSelection = emptySelection,
): AchPayrollsRequest {
  const onlyContractors = payrolls.size === 0 && contractorPayments.size > 0;
  return {
    ...(onlyContractors ? {} : { payrolls: [...payrolls.keys()] }),
    ...(contractorPayments.size > 0 ? { contractorPayments: [...contractorPayments.keys()] } : {}),
  };
}

export type SelectionSummary = {
  payrolls: number;
  contractorPayments: number;
  companies: number;
  employees: number;
  contractors: number;
  /** What the chosen payrolls' employees and the chosen runs' contractors receive. */
  netPayCents: number;
};

/** What the chosen payrolls and contractor payments add up to, shown before the preview. */
export function summarizeSelection(
  payrolls: PayrollSelection,
  contractorPayments: ContractorPaymentSelection = emptySelection,
): SelectionSummary {
  const rows = [...payrolls.values()];
  const runs = [...contractorPayments.values()];
  const companies = new Set([...rows, ...runs].map((row) => row.companyId));
  return {
    payrolls: rows.length,
    contractorPayments: runs.length,
    companies: companies.size,
    employees: rows.reduce((sum, row) => sum + row.summary.employees, 0),
    contractors: runs.reduce((sum, run) => sum + run.items.length, 0),
    netPayCents:
      rows.reduce((sum, row) => sum + row.summary.netPayCents, 0) +
      runs.reduce((sum, run) => sum + run.netCents, 0),
  };
}
