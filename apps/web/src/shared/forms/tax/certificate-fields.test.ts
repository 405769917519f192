import type { PaycheckCertificate, PaycheckCertificateField } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import {
  certificateControl,
  certificateDefaults,
  certificateFieldSpecs,
  certificateFromRequest,
  certificateToRequest,
  humanizeFieldName,
} from './certificate-fields';

// As GET /api/paycheck/states describes Illinois (z.toJSONSchema of its IL-W-4 schema).
const illinois: PaycheckCertificate = {
  type: 'object',
  properties: {
    basicAllowances: { type: 'integer', default: 0, minimum: 0, maximum: 99 },
    additionalAllowances: { type: 'integer', default: 0, minimum: 0, maximum: 99 },
    additionalWithholdingCents: { type: 'integer', default: 0, minimum: 0, maximum: 9_999_999_999 },
    exempt: { type: 'boolean', default: false },
  },
  additionalProperties: false,
};

describe('how a certificate field is asked for, from its JSON Schema', () => {
  it.each<[string, PaycheckCertificateField, string]>([
    ['exempt', { type: 'boolean' }, 'switch'],
    ['basicAllowances', { type: 'integer', minimum: 0 }, 'integer'],
    ['additionalWithholdingCents', { type: 'integer' }, 'money'],
    ['ratio', { type: 'number' }, 'number'],
    ['filingStatus', { type: 'string', enum: ['single', 'married'] }, 'select'],
    ['withholdingPercent', { type: 'number', enum: [0.5, 1, 1.5] }, 'select'],
    ['countyOfResidence', { type: 'string', pattern: '^\\d{2}$' }, 'text'],
    ['mystery', {}, 'text'],
    ['version', { type: 'string', const: 'v2' }, 'fixed'],
  ])('%s %j → %s', (name, schema, kind) => {
    expect(certificateControl(name, schema).kind).toBe(kind);
  });

  it('offers "not given" only for a choice without default', () => {
    expect(certificateControl('rateTable', { type: 'string', enum: ['A', 'B'] })).toEqual({
      kind: 'select',
      options: ['A', 'B'],
      optional: true,
    });
    expect(
      certificateControl('filingStatus', { type: 'string', enum: ['single'], default: 'single' }),
    ).toMatchObject({ optional: false });
  });

  it('lists the fields in the state’s order, leaving constants out', () => {
    const specs = certificateFieldSpecs({
      type: 'object',
      properties: { ...illinois.properties, form: { const: 'IL-W-4' } },
      required: ['basicAllowances'],
    });
    expect(specs.map((spec) => [spec.name, spec.control.kind, spec.required])).toEqual([
      ['basicAllowances', 'integer', true],
      ['additionalAllowances', 'integer', false],
      ['additionalWithholdingCents', 'money', false],
      ['exempt', 'switch', false],
    ]);
  });

  it('names fields no catalogue knows yet from their key', () => {
    expect(humanizeFieldName('additionalWithholdingCents')).toBe('Additional withholding');
    expect(humanizeFieldName('married_single_rate')).toBe('Married single rate');
    expect(humanizeFieldName('countyOfResidence')).toBe('County of residence');
  });
});

describe('certificate values ↔ request fields', () => {
  it('starts from the state’s defaults, amounts in dollars', () => {
    expect(certificateDefaults(illinois, 'en')).toEqual({
      basicAllowances: '0',
      additionalAllowances: '0',
      additionalWithholdingCents: { text: '0.00', locale: 'en' },
      exempt: false,
    });
  });

  it('sends numbers, cents and booleans, leaving empty fields to the state’s default', () => {
    const result = certificateToRequest(illinois, {
      basicAllowances: '2',
      additionalAllowances: '',
      additionalWithholdingCents: { text: '12.34', locale: 'en' },
      exempt: true,
    });
    expect(result).toEqual({
      fields: { basicAllowances: 2, additionalWithholdingCents: 1_234, exempt: true },
      issues: [],
    });
  });

  it('checks whole numbers, limits, amounts and patterns as the schema says', () => {
    const result = certificateToRequest(
      {
        type: 'object',
        properties: {
          ...illinois.properties,
          county: { type: 'string', pattern: '^(0[1-9]|[1-8]\\d|9[0-2])$' },
          filing: { type: 'string', enum: ['single', 'married'] },
        },
        required: ['filing'],
      },
      {
        basicAllowances: '-1',
        additionalAllowances: '2.5',
        additionalWithholdingCents: { text: '12.345', locale: 'en' },
        exempt: false,
        county: '93',
        filing: '',
      },
    );
    expect(result.issues).toEqual([
      { field: 'basicAllowances', message: 'validation.certificate.minimum' },
      { field: 'additionalAllowances', message: 'validation.certificate.wholeNumber' },
      { field: 'additionalWithholdingCents', message: 'validation.certificate.money' },
      { field: 'county', message: 'validation.certificate.format' },
      { field: 'filing', message: 'validation.certificate.required' },
    ]);
    expect(
      certificateToRequest(illinois, { basicAllowances: '100', exempt: false }).issues,
    ).toEqual([{ field: 'basicAllowances', message: 'validation.certificate.maximum' }]);
  });

  it('sends a numeric option as the number the state expects', () => {
    const arizona: PaycheckCertificate = {
      type: 'object',
      properties: { withholdingPercent: { type: 'number', enum: [0.5, 1, 2], default: 2 } },
    };
    expect(certificateDefaults(arizona, 'en')).toEqual({ withholdingPercent: '2' });
    expect(certificateToRequest(arizona, { withholdingPercent: '0.5' }).fields).toEqual({
      withholdingPercent: 0.5,
    });
  });

  it('shows request fields back in the form', () => {
    const values = certificateFromRequest(
      illinois,
      { basicAllowances: 3, additionalWithholdingCents: 2_500, exempt: true, unknown: 1 },
      'fr',
    );
    expect(values).toEqual({
      basicAllowances: '3',
      additionalAllowances: '0',
      additionalWithholdingCents: { text: '25,00', locale: 'fr' },
      exempt: true,
    });
    expect(certificateToRequest(illinois, values).fields).toEqual({
      basicAllowances: 3,
      additionalAllowances: 0,
      additionalWithholdingCents: 2_500,
      exempt: true,
    });
  });
});

describe('long choices are searched', () => {
  it('offers a searchable list beyond twelve options, a plain one up to twelve', async () => {
    const { certificateControl, isSearchable, SEARCHABLE_OPTIONS } =
      await import('./certificate-fields');
    const names = Array.from({ length: 92 }, (_, index) => `County ${index + 1}`);
    expect(
      isSearchable(certificateControl('countyOfResidence', { type: 'string', enum: names })),
    ).toBe(true);
    const twelve = names.slice(0, SEARCHABLE_OPTIONS);
    expect(isSearchable(certificateControl('x', { type: 'string', enum: twelve }))).toBe(false);
    expect(isSearchable(certificateControl('x', { type: 'boolean' }))).toBe(false);
  });
});
