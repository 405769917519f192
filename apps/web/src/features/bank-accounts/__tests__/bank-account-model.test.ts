import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import { accountFields, splitFields } from '../model/account-fields';
import {
  DRAFT_ACCOUNT_ID,
  draftAccountOf,
  emptyAccountForm,
  fieldsOf,
  validateAccountForm,
  type AccountFormValues,
} from '../model/account-form';
import { contractMessageIds } from '../model/bank-account-messages';
import { previewSplit, type SplitAccount } from '../model/split-preview';

const filled: AccountFormValues = {
  ...emptyAccountForm(false),
  bankName: 'Second Savings',
  accountType: 'savings',
  routingNumber: '011000015',
  accountNumber: '55501234567',
  accountNumberConfirm: '55501234567',
  amountOrPercentage: 'percentage',
  percentage: '20',
};

const remainder: SplitAccount = {
  id: 'main',
  amountOrPercentage: 'remainder',
  amountOrPercentageValue: null,
  status: 'active',
};

const pathsOf = (values: AccountFormValues, split = true) => {
  const result = validateAccountForm(values, split);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
};

describe('the add-account form', () => {
  it('sends a percentage as a number, and a funding account without a split', () => {
    expect(pathsOf(filled)).toEqual([]);
    expect(fieldsOf(filled, true)).toMatchObject({
      amountOrPercentage: 'percentage',
      amountOrPercentageValue: 20,
    });
    expect(fieldsOf(filled, false)).not.toHaveProperty('amountOrPercentage');
  });

  it('asks for the account number twice, the same both times', () => {
    expect(pathsOf({ ...filled, accountNumberConfirm: '55501234568' })).toEqual([
      'accountNumberConfirm',
    ]);
    // Letters are compared as the bank reads them, in capitals.
    expect(
      pathsOf({ ...filled, accountNumber: 'ab-1234', accountNumberConfirm: 'AB-1234' }),
    ).toEqual([]);
  });

  it('puts the contract’s split and routing problems on the fields the person typed in', () => {
    expect(pathsOf({ ...filled, percentage: '100.5' })).toEqual(['percentage']);
    expect(pathsOf({ ...filled, percentage: 'abc' })).toEqual(['percentage']);
    expect(pathsOf({ ...filled, amountOrPercentage: 'amount', amountCents: null })).toEqual([
      'amountCents',
    ]);
    expect(pathsOf({ ...filled, routingNumber: '011000016' })).toEqual(['routingNumber']);
  });

  it('asks for the value its split kind needs, and the account number twice', () => {
    const names = (kind: AccountFormValues['amountOrPercentage']) =>
      splitFields(kind).map((field) => field.name);
    expect(names('amount')).toEqual(['amountOrPercentage', 'amountCents']);
    expect(names('percentage')).toEqual(['amountOrPercentage', 'percentage']);
    expect(names('remainder')).toEqual(['amountOrPercentage']);
    expect(accountFields.map((field) => field.kind)).toContain('routing-number');
    expect(accountFields.filter((field) => field.kind === 'account-number')).toHaveLength(2);
  });

  it('is the first account’s remainder by default, and a share for later ones', () => {
    expect(emptyAccountForm(true).amountOrPercentage).toBe('remainder');
    expect(emptyAccountForm(false).amountOrPercentage).toBe('percentage');
  });

  it('gives every contract message a catalogue text that says the same', () => {
    const english = en as Record<string, string>;
    for (const [message, id] of Object.entries(contractMessageIds)) {
      expect(english[id]).toBe(message);
    }
  });
});

describe('the split preview', () => {
  it('splits an example net pay with the new account, 20% of it to that account', () => {
    const draft = draftAccountOf(filled);
    expect(draft).toMatchObject({ id: DRAFT_ACCOUNT_ID, amountOrPercentageValue: 20 });
    const split = previewSplit([remainder, ...(draft ? [draft] : [])], 250_000);
    expect(split?.parts.map((part) => [part.id, part.amountCents])).toEqual([
      ['main', 200_000],
      [DRAFT_ACCOUNT_ID, 50_000],
    ]);
  });

  it('leaves out replaced accounts, and shows nothing while the split cannot be made', () => {
    const old: SplitAccount = { ...remainder, id: 'old', status: 'inactive' };
    expect(previewSplit([old, remainder], 1_000)?.parts).toHaveLength(1);
    expect(
      previewSplit(
        [{ ...remainder, amountOrPercentage: 'amount', amountOrPercentageValue: 5 }],
        1_000,
      ),
    ).toBeNull();
    expect(draftAccountOf({ ...filled, percentage: '' })).toBeNull();
  });

  it('reports what fixed amounts could not get', () => {
    const rent: SplitAccount = {
      id: 'rent',
      amountOrPercentage: 'amount',
      amountOrPercentageValue: 300_000,
      status: 'active',
    };
    const split = previewSplit([remainder, rent], 250_000);
    expect(split?.shortfallCents).toBe(50_000);
    expect(split?.parts.find((part) => part.id === 'rent')?.amountCents).toBe(250_000);
  });
});
