import type { CertificateValue } from '@web/shared/forms/tax/certificate-fields';
import { wizardStepIds, type WizardStepId } from './wizard-steps';
import type { WizardValues } from './wizard-values';

/** The add-employee draft of one company, kept in this browser only (spec §3.5 state holder). */
export const draftStorageKey = (companyId: string) => `paydesk.employeeDraft.${companyId}`;

export type EmployeeDraft = { step: WizardStepId; values: WizardValues };

/** Storage as the draft uses it (window.localStorage, or a stand-in in tests). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Secrets never rest in the browser: the SSN or ITIN and the account number are typed again
 * after a reload, everything else comes back.
 */
function withoutSecrets(values: WizardValues): WizardValues {
  return { ...values, legalId: '', bankAccount: { ...values.bankAccount, accountNumber: '' } };
}

export function saveDraft(storage: DraftStorage, companyId: string, draft: EmployeeDraft): void {
  try {
    const stored = { step: draft.step, values: withoutSecrets(draft.values) };
    storage.setItem(draftStorageKey(companyId), JSON.stringify(stored));
  } catch {
    // A full or disabled storage loses the draft, never the wizard.
  }
}

export function clearDraft(storage: DraftStorage, companyId: string): void {
  try {
    storage.removeItem(draftStorageKey(companyId));
  } catch {
    // Nothing to clear.
  }
}

/** The fields that are empty (null) until a number is typed. */
const numberFields = new Set(['paymentRate']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isCertificateValue = (value: unknown): value is CertificateValue =>
  typeof value === 'boolean' ||
  typeof value === 'string' ||
  (isRecord(value) && typeof value.text === 'string' && typeof value.locale === 'string');

/**
 * What is stored, laid over the empty values: only the fields the form knows, each of the type
 * it expects, so a draft written by an older version of the page cannot break the form.
 */
function merged(template: unknown, stored: unknown, key = ''): unknown {
  // Empty fields start as null: a number (cents) or a text (a date), as the field holds.
  if (template === null) {
    const kind = numberFields.has(key) ? 'number' : 'string';
    return typeof stored === kind || stored === null ? stored : template;
  }
  if (isRecord(template)) {
    if (!isRecord(stored)) return template;
    // The state certificate's fields are the work state's own: any name, a field's kind of value.
    if (Object.keys(template).length === 0) {
      return Object.fromEntries(
        Object.entries(stored).filter(([, value]) => isCertificateValue(value)),
      );
    }
    return Object.fromEntries(
      Object.entries(template).map(([name, value]) => [name, merged(value, stored[name], name)]),
    );
  }
  if (typeof template === 'number') return typeof stored === 'number' ? stored : template;
  return typeof stored === typeof template ? stored : template;
}

/** The saved draft over `empty`, or null when there is none or it cannot be read. */
export function loadDraft(
  storage: DraftStorage,
  companyId: string,
  empty: WizardValues,
): EmployeeDraft | null {
  let raw: string | null;
  try {
    raw = storage.getItem(draftStorageKey(companyId));
  } catch {
    return null;
  }
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(parsed)) return null;
  const step = wizardStepIds.find((id) => id === parsed.step) ?? 'identity';
  return { step, values: merged(empty, parsed.values) as WizardValues };
}
