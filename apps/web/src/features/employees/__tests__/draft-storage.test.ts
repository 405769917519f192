import { describe, expect, it } from 'vitest';
import {
  clearDraft,
  draftStorageKey,
  loadDraft,
  saveDraft,
  type DraftStorage,
} from '../model/draft-storage';
import { emptyWizardValues } from '../model/wizard-values';
import { completeDraft } from './fixtures';

function memoryStorage(): DraftStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const empty = emptyWizardValues('en');

describe('the add-employee draft in the browser', () => {
  it('is kept per company under a key naming the company', () => {
    expect(draftStorageKey('c-1')).toBe('paydesk.employeeDraft.c-1');
    const storage = memoryStorage();
    saveDraft(storage, 'c-1', { step: 'pay', values: completeDraft() });
    expect([...storage.items.keys()]).toEqual(['paydesk.employeeDraft.c-1']);
    expect(loadDraft(storage, 'c-2', empty)).toBeNull();
  });

  it('comes back after a reload with its step, without the SSN and the account number', () => {
    const storage = memoryStorage();
    const values = completeDraft();
    saveDraft(storage, 'c-1', { step: 'deposit', values });
    const stored = storage.items.get(draftStorageKey('c-1')) ?? '';
    expect(stored).not.toContain('123-45-6789');
    expect(stored).not.toContain('12345678');
    const draft = loadDraft(storage, 'c-1', empty);
    expect(draft?.step).toBe('deposit');
    expect(draft?.values).toEqual({
      ...values,
      legalId: '',
      bankAccount: { ...values.bankAccount, accountNumber: '' },
    });
  });

  it('keeps only the fields the form knows, each of the type it expects', () => {
    const storage = memoryStorage();
    storage.setItem(
      draftStorageKey('c-1'),
      JSON.stringify({
        step: 'nowhere',
        values: {
          firstName: 'Ada',
          lastName: 42,
          paymentRate: '12',
          hireDate: '2026-12-01',
          unknown: 'x',
          address: { city: 'Springfield', zipCode: null },
          stateTax: { allowances: '2', broken: { deep: true } },
        },
      }),
    );
    const draft = loadDraft(storage, 'c-1', empty);
    expect(draft?.step).toBe('identity');
    expect(draft?.values.firstName).toBe('Ada');
    expect(draft?.values.lastName).toBe('');
    expect(draft?.values.paymentRate).toBeNull();
    expect(draft?.values.hireDate).toBe('2026-12-01');
    expect(draft?.values).not.toHaveProperty('unknown');
    expect(draft?.values.address).toEqual({ ...empty.address, city: 'Springfield' });
    expect(draft?.values.stateTax).toEqual({ allowances: '2' });
  });

  it('ignores what cannot be read and is gone once cleared', () => {
    const storage = memoryStorage();
    storage.setItem(draftStorageKey('c-1'), '{not json');
    expect(loadDraft(storage, 'c-1', empty)).toBeNull();
    saveDraft(storage, 'c-1', { step: 'identity', values: empty });
    clearDraft(storage, 'c-1');
    expect(loadDraft(storage, 'c-1', empty)).toBeNull();
  });

  it('never breaks the wizard when the storage refuses', () => {
    const refusing: DraftStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => saveDraft(refusing, 'c-1', { step: 'identity', values: empty })).not.toThrow();
    expect(loadDraft(refusing, 'c-1', empty)).toBeNull();
    expect(() => clearDraft(refusing, 'c-1')).not.toThrow();
  });
});
