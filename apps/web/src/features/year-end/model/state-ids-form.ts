import { stateTaxIdNumberSchema, type PutStateTaxIds, type StateTaxId } from '@paydesk/contracts';

/** One state of the dialog: its number on file, if any. */
export type StateIdField = { state: string; onFile: StateTaxId | null };

/** The states to fill in: those the W-2s lack a number for, then every one on file, by code. */
export function stateIdFields(missing: readonly string[], onFile: readonly StateTaxId[]) {
  const byState = new Map(onFile.map((item) => [item.state, item]));
  const states = [...new Set([...missing, ...byState.keys()])].sort();
  return states.map((state): StateIdField => ({ state, onFile: byState.get(state) ?? null }));
}

/**
 * What the typed numbers change, as the PUT's items at the versions read: a new or different
 * number sets it, an emptied field removes the one on file, an unchanged or still empty field
 * is left out. `invalid` names the states whose text the contract refuses.
 */
export function stateIdChanges(
  fields: readonly StateIdField[],
  typed: Readonly<Record<string, string>>,
): { items: PutStateTaxIds['items']; invalid: string[] } {
  const items: PutStateTaxIds['items'] = [];
  const invalid: string[] = [];
  for (const { state, onFile } of fields) {
    const text = (typed[state] ?? onFile?.number ?? '').trim();
    const version = onFile?.version ?? 0;
    if (text === '') {
      if (onFile) items.push({ state, number: null, version });
      continue;
    }
    const parsed = stateTaxIdNumberSchema.safeParse(text);
    if (!parsed.success) invalid.push(state);
    else if (parsed.data !== onFile?.number) items.push({ state, number: parsed.data, version });
  }
  return { items, invalid };
}
