import type { FieldPath } from 'react-hook-form';
import type { FieldSpec } from '@web/shared/forms/field-spec';
import type { GarnishmentFormValues as Values } from './garnishment-form';

/** A field's label id in the garnishment dialog. */
export const label = (name: string) => `deductions.garnishment.field.${name}`;

export const orderFields: FieldSpec<Values>[] = [
  { kind: 'text', name: 'caseNumber', labelId: label('caseNumber'), required: true, width: 'half' },
  {
    kind: 'text',
    name: 'issuer',
    labelId: label('issuer'),
    hintId: label('issuer.hint'),
    required: true,
    width: 'half',
  },
];

export const payeeFields: FieldSpec<Values>[] = [
  {
    kind: 'text',
    name: 'payee.name',
    labelId: label('payeeName'),
    hintId: label('payeeName.hint'),
    required: true,
  },
  {
    kind: 'text',
    name: 'payee.address.addressLine1',
    labelId: label('addressLine1'),
    required: true,
  },
  { kind: 'text', name: 'payee.address.addressLine2', labelId: label('addressLine2') },
  {
    kind: 'text',
    name: 'payee.address.city',
    labelId: label('city'),
    required: true,
    width: 'fiveTwelfths',
  },
  {
    kind: 'us-state',
    name: 'payee.address.state',
    labelId: label('state'),
    required: true,
    width: 'third',
  },
  {
    kind: 'zip',
    name: 'payee.address.zipCode',
    labelId: label('zipCode'),
    required: true,
    width: 'quarter',
  },
];

export const dateFields: FieldSpec<Values>[] = [
  { kind: 'date', name: 'startDate', labelId: label('startDate'), required: true, width: 'half' },
  {
    kind: 'date',
    name: 'endDate',
    labelId: label('endDate'),
    hintId: label('endDate.hint'),
    width: 'half',
  },
];

/** The fields a server's refusal may name, to show its words next to them. */
export const serverFields: FieldPath<Values>[] = [
  'type',
  'caseNumber',
  'issuer',
  'amountCents',
  'percentage',
  'totalOwedCents',
  'exemptAmountCents',
  'payee.name',
  'payee.address.addressLine1',
  'payee.address.city',
  'payee.address.state',
  'payee.address.zipCode',
  'startDate',
  'endDate',
];
