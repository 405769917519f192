import type { AchPayrollsRequest, PayrollListItem } from '@paydesk/contracts';
import type { GridRowId, GridRowSelectionModel } from '@mui/x-data-grid';

/** The payrolls chosen for a file, by id, across every page seen. */
export type PayrollSelection = ReadonlyMap<string, PayrollListItem>;

export const emptySelection: PayrollSelection = new Map();

const isChosen = (model: GridRowSelectionModel, id: GridRowId) =>
  model.type === 'include' ? model.ids.has(id) : !model.ids.has(id);

/**
 * The selection after a click in the grid: the rows of the page on screen are chosen as the grid
 * says ("exclude" means every row but those named, as after "select all"); rows of other pages
 * keep their choice, since the server pages the list and the grid only knows this page.
 */
export function applyPageSelection(
  current: PayrollSelection,
  pageRows: readonly PayrollListItem[],
  model: GridRowSelectionModel,
): PayrollSelection {
  const next = new Map(current);
  for (const row of pageRows) {
    if (isChosen(model, row.id)) next.set(row.id, row);
    else next.delete(row.id);
  }
  return next;
}

/** The body of a preview or a generation: the chosen payrolls, in the order they were chosen. */
export const achRequestOf = (selection: PayrollSelection): AchPayrollsRequest => ({
  payrolls: [...selection.keys()],
});

export type SelectionSummary = {
  payrolls: number;
  companies: number;
  employees: number;
  netPayCents: number;
};

/** What the chosen payrolls add up to, shown before the preview. */
export function summarizeSelection(selection: PayrollSelection): SelectionSummary {
  const rows = [...selection.values()];
  return {
    payrolls: rows.length,
    companies: new Set(rows.map((row) => row.companyId)).size,
    employees: rows.reduce((sum, row) => sum + row.summary.employees, 0),
    netPayCents: rows.reduce((sum, row) => sum + row.summary.netPayCents, 0),
  };
}
