import type { LocalTax, PaycheckStateCatalogue, UsStateCode } from '@paydesk/contracts';
import type { Agency } from './agency-summary';

/** The localities' proper names by id: the engine's tables, then the employer's own rates. */
export function localNamesOf(
  states: PaycheckStateCatalogue | undefined,
  localTaxes: readonly LocalTax[] | undefined,
): ReadonlyMap<string, string> {
  const names = new Map<string, string>();
  for (const state of states ?? []) {
    for (const local of state.locals) {
      if (local.source === 'table') names.set(local.localId, local.name);
    }
  }
  for (const tax of localTaxes ?? []) names.set(tax.localId, tax.name);
  return names;
}

/** How an agency reads: a message id and its values, its state named in the reader's language. */
export type AgencyLabel = { id: string; values: Record<string, string> };

export function agencyLabelOf(
  agency: Agency,
  stateNames: Readonly<Record<UsStateCode, string>>,
  localNames: ReadonlyMap<string, string>,
): AgencyLabel {
  const stateName = (code: string) => stateNames[code as UsStateCode] ?? code;
  switch (agency.kind) {
    case 'irs':
      return { id: 'taxFilings.agency.irs', values: {} };
    case 'state':
      return { id: 'taxFilings.agency.state', values: { state: stateName(agency.state) } };
    case 'local': {
      const name = localNames.get(agency.localId);
      // The ledger keeps only the id: without a name, the id says which locality it is.
      return name
        ? {
            id: 'taxFilings.agency.local',
            values: { name, state: stateName(agency.state) },
          }
        : {
            id: 'taxFilings.agency.localId',
            values: { id: agency.localId, state: stateName(agency.state) },
          };
    }
  }
}
