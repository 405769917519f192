import {
  localTaxKinds,
  localTaxRequestSchema,
  type LocalTax,
  type LocalTaxKind,
  type LocalTaxRequest,
} from '@paydesk/contracts';
import type { FieldSpec } from '@web/shared/forms/field-spec';
import { optionsOf } from '@web/shared/forms/options';

/** What the dialog holds: every kind's fields as typed; only the chosen kind's are sent. */
export type LocalTaxFormValues = {
  kind: LocalTaxKind;
  code: string;
  name: string;
  residentRate: string;
  nonresidentRate: string;
  annualCents: number | null;
  rate: string;
  creditRate: string;
};

export type LocalTaxField = keyof LocalTaxFormValues;

export const kindOptions = optionsOf(localTaxKinds, 'localTaxes.kind');
export const kindLabelId = (kind: LocalTaxKind) => `localTaxes.kind.${kind}`;

export const emptyLocalTaxForm: LocalTaxFormValues = {
  kind: 'pa_eit',
  code: '',
  name: '',
  residentRate: '',
  nonresidentRate: '',
  annualCents: null,
  rate: '',
  creditRate: '',
};

export function formValuesOf(tax: LocalTax): LocalTaxFormValues {
  const values = { ...emptyLocalTaxForm, kind: tax.kind, code: tax.code, name: tax.name };
  switch (tax.kind) {
    case 'pa_eit':
      return { ...values, residentRate: tax.residentRate, nonresidentRate: tax.nonresidentRate };
    case 'pa_lst':
      return { ...values, annualCents: tax.annualCents };
    case 'oh_municipal':
      return { ...values, rate: tax.rate, creditRate: tax.creditRate };
  }
}

/** A rate as typed, with a decimal comma read as the point the contract wants ("1,7" → "1.7"). */
export const rateOf = (text: string): string => text.trim().replace(',', '.');

/** The fields each kind sends besides its kind, code and name. */
const kindFields: Record<LocalTaxKind, readonly LocalTaxField[]> = {
  pa_eit: ['residentRate', 'nonresidentRate'],
  pa_lst: ['annualCents'],
  oh_municipal: ['rate', 'creditRate'],
};

/** The fields of the form for a kind, in the order the dialog shows them. */
export const fieldNamesOf = (kind: LocalTaxKind): LocalTaxField[] => [
  'kind',
  'code',
  'name',
  ...kindFields[kind],
];

/** The request the form describes (the contract judges it): the chosen kind's fields only. */
export function requestOf(values: LocalTaxFormValues): Record<string, unknown> {
  const common = { kind: values.kind, code: values.code, name: values.name };
  switch (values.kind) {
    case 'pa_eit':
      return {
        ...common,
        residentRate: rateOf(values.residentRate),
        nonresidentRate: rateOf(values.nonresidentRate),
      };
    case 'pa_lst':
      return { ...common, annualCents: values.annualCents ?? undefined };
    case 'oh_municipal':
      return { ...common, rate: rateOf(values.rate), creditRate: rateOf(values.creditRate) };
  }
}

export const validateLocalTaxForm = (values: LocalTaxFormValues) =>
  localTaxRequestSchema.safeParse(requestOf(values));

/** The request once the contract accepted it (trimmed, the Ohio code in lower case). */
export const parsedRequestOf = (values: LocalTaxFormValues): LocalTaxRequest =>
  localTaxRequestSchema.parse(requestOf(values));

const isPennsylvania = (kind: LocalTaxKind) => kind !== 'oh_municipal';

/** The dialog's fields for a kind; the kind is fixed once the jurisdiction exists. */
export function fieldsFor(kind: LocalTaxKind, editing: boolean): FieldSpec<LocalTaxFormValues>[] {
  const kindField: FieldSpec<LocalTaxFormValues>[] = editing
    ? []
    : [
        {
          kind: 'select',
          name: 'kind',
          labelId: 'localTaxes.field.kind',
          options: kindOptions,
          required: true,
        },
      ];
  const common: FieldSpec<LocalTaxFormValues>[] = [
    ...kindField,
    {
      kind: 'text',
      name: 'code',
      labelId: isPennsylvania(kind) ? 'localTaxes.field.psdCode' : 'localTaxes.field.cityCode',
      hintId: isPennsylvania(kind)
        ? 'localTaxes.field.psdCode.hint'
        : 'localTaxes.field.cityCode.hint',
      required: true,
      width: 'third',
    },
    {
      kind: 'text',
      name: 'name',
      labelId: 'localTaxes.field.name',
      hintId: `localTaxes.field.name.hint.${kind}`,
      required: true,
      width: 'twoThirds',
    },
  ];
  const rate = (name: LocalTaxField, labelId: string, hintId?: string) =>
    ({ kind: 'percent', name, labelId, hintId, required: true, width: 'half' }) as const;
  switch (kind) {
    case 'pa_eit':
      return [
        ...common,
        rate('residentRate', 'localTaxes.field.residentRate', 'localTaxes.field.residentRate.hint'),
        rate(
          'nonresidentRate',
          'localTaxes.field.nonresidentRate',
          'localTaxes.field.nonresidentRate.hint',
        ),
      ];
    case 'pa_lst':
      return [
        ...common,
        {
          kind: 'money',
          name: 'annualCents',
          labelId: 'localTaxes.field.annualCents',
          hintId: 'localTaxes.field.annualCents.hint',
          required: true,
          width: 'half',
        },
      ];
    case 'oh_municipal':
      return [
        ...common,
        rate('rate', 'localTaxes.field.rate'),
        rate('creditRate', 'localTaxes.field.creditRate', 'localTaxes.field.creditRate.hint'),
      ];
  }
}
