import type { LocalTax } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import { messageIdOf } from '@web/shared/forms/message-table';
import {
  emptyLocalTaxForm,
  fieldNamesOf,
  fieldsFor,
  formValuesOf,
  parsedRequestOf,
  requestOf,
  validateLocalTaxForm,
  type LocalTaxFormValues,
} from '../model/local-tax-form';
import { contractMessageIds, localTaxMessages } from '../model/local-tax-messages';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import ro from '../locales/ro.json';
import zh from '../locales/zh.json';

const eit: LocalTaxFormValues = {
  ...emptyLocalTaxForm,
  code: '460602',
  name: 'Lower Merion Twp / Lower Merion SD',
  residentRate: '1,0',
  nonresidentRate: ' 1.0 ',
  // Another kind's value typed before the kind changed is never sent.
  rate: '2.5',
};

const issuePaths = (values: LocalTaxFormValues) =>
  validateLocalTaxForm(values).error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('the local tax form', () => {
  it('sends only the chosen kind’s fields, a decimal comma read as a point', () => {
    expect(requestOf(eit)).toEqual({
      kind: 'pa_eit',
      code: '460602',
      name: 'Lower Merion Twp / Lower Merion SD',
      residentRate: '1.0',
      nonresidentRate: '1.0',
    });
    expect(requestOf({ ...eit, kind: 'pa_lst', annualCents: 5_200 })).toEqual({
      kind: 'pa_lst',
      code: '460602',
      name: 'Lower Merion Twp / Lower Merion SD',
      annualCents: 5_200,
    });
    expect(
      requestOf({ ...eit, kind: 'oh_municipal', code: 'columbus', creditRate: '2,5' }),
    ).toMatchObject({ kind: 'oh_municipal', rate: '2.5', creditRate: '2.5' });
  });

  it('is checked by the contract, field by field', () => {
    expect(validateLocalTaxForm(eit).success).toBe(true);
    expect(issuePaths({ ...eit, code: '4606', residentRate: '' })).toEqual([
      'code',
      'residentRate',
    ]);
    expect(issuePaths({ ...eit, nonresidentRate: '17' })).toEqual(['nonresidentRate']);
    expect(issuePaths({ ...eit, kind: 'pa_lst', annualCents: null })).toEqual(['annualCents']);
    expect(issuePaths({ ...eit, kind: 'pa_lst', annualCents: 15_601 })).toEqual(['annualCents']);
    const city = { ...eit, kind: 'oh_municipal' as const, code: 'Columbus', rate: '2.5' };
    expect(issuePaths({ ...city, creditRate: '3' })).toEqual(['creditRate']);
    // The city's code is kept as a slug: trimmed and in lower case.
    expect(parsedRequestOf({ ...city, code: ' Columbus ', creditRate: '2.5' })).toMatchObject({
      code: 'columbus',
    });
  });

  it('shows each kind’s own fields, and no kind to choose once it exists', () => {
    const names = (kind: LocalTaxFormValues['kind'], editing = false) =>
      fieldsFor(kind, editing).map((field) => field.name);
    expect(names('pa_eit')).toEqual(['kind', 'code', 'name', 'residentRate', 'nonresidentRate']);
    expect(names('pa_lst')).toEqual(['kind', 'code', 'name', 'annualCents']);
    expect(names('oh_municipal', true)).toEqual(['code', 'name', 'rate', 'creditRate']);
    expect(fieldsFor('pa_lst', false).find((field) => field.name === 'annualCents')?.kind).toBe(
      'money',
    );
    expect(fieldsFor('oh_municipal', false)[1]?.labelId).toBe('localTaxes.field.cityCode');
    expect(fieldNamesOf('pa_eit')).toEqual(names('pa_eit'));
  });

  it('fills the form from a stored jurisdiction, and sends it back the same', () => {
    const stored: LocalTax = {
      id: 't1',
      companyId: 'c1',
      kind: 'oh_municipal',
      code: 'columbus',
      name: 'Columbus',
      localId: 'OH-COLUMBUS',
      rate: '2.5',
      creditRate: '2.5',
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
    };
    const values = formValuesOf(stored);
    expect(values).toMatchObject({ kind: 'oh_municipal', rate: '2.5', residentRate: '' });
    expect(parsedRequestOf(values)).toEqual({
      kind: 'oh_municipal',
      code: 'columbus',
      name: 'Columbus',
      rate: '2.5',
      creditRate: '2.5',
    });
  });

  it('gives every contract message a catalogue text that says the same, in four languages', () => {
    const english = en as Record<string, string>;
    for (const [message, id] of Object.entries(contractMessageIds)) {
      if (id !== 'localTaxes.validation.kind') expect(english[id]).toBe(message);
      for (const catalogue of [fr, ro, zh] as Record<string, string>[]) {
        expect(catalogue[id], id).toBeDefined();
      }
      expect(messageIdOf(localTaxMessages, { message, type: 'custom' })).toBe(id);
    }
    for (const catalogue of [fr, ro, zh]) expect(Object.keys(catalogue)).toEqual(Object.keys(en));
  });
});
