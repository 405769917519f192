import {
  accrualMethods,
  createTimeOffPolicyRequestSchema,
  timeOffKinds,
  updateTimeOffPolicyRequestSchema,
  type AccrualMethod,
  type CreateTimeOffPolicyRequest,
  type TimeOffKind,
  type TimeOffPolicy,
  type UpdateTimeOffPolicyRequest,
} from '@paydesk/contracts';
import type { FieldPath } from 'react-hook-form';
import type { FieldSpec } from '@web/shared/forms/field-spec';
import { optionsOf } from '@web/shared/forms/options';
import type { Locale } from '@web/shared/i18n/catalogues';
import { hoursInputText, numberOrText } from './hours';

/** What the policy dialog holds: numbers as typed, in the reader's locale. */
export type PolicyFormValues = {
  name: string;
  kind: TimeOffKind;
  accrual: { method: AccrualMethod; hours: string; perHours: string };
  maxBalanceHours: string;
  carryoverHours: string;
  waitingDays: string;
  allowNegative: boolean;
};

export type PolicyField = FieldPath<PolicyFormValues>;

/** Every field the server may name (`body.accrual.hours` lands on `accrual.hours`). */
export const policyFieldNames: readonly PolicyField[] = [
  'name',
  'kind',
  'accrual.method',
  'accrual.hours',
  'accrual.perHours',
  'maxBalanceHours',
  'carryoverHours',
  'waitingDays',
  'allowNegative',
];

export const kindOptions = optionsOf(timeOffKinds, 'timeOff.kind');
export const methodOptions = optionsOf(accrualMethods, 'timeOff.method');

export const emptyPolicyForm: PolicyFormValues = {
  name: '',
  kind: 'vacation',
  accrual: { method: 'per_hour_worked', hours: '', perHours: '' },
  maxBalanceHours: '',
  carryoverHours: '',
  waitingDays: '',
  allowNegative: false,
};

export function policyFormValuesOf(policy: TimeOffPolicy, locale: Locale): PolicyFormValues {
  return {
    name: policy.name,
    kind: policy.kind,
    accrual: {
      method: policy.accrual.method,
      hours: hoursInputText(policy.accrual.hours, locale),
      perHours: hoursInputText(policy.accrual.perHours, locale),
    },
    maxBalanceHours: hoursInputText(policy.maxBalanceHours, locale),
    carryoverHours: hoursInputText(policy.carryoverHours, locale),
    waitingDays: policy.waitingDays === 0 ? '' : String(policy.waitingDays),
    allowNegative: policy.allowNegative,
  };
}

/** An empty limit is no limit: null clears one the policy had. */
const limitOf = (text: string) => numberOrText(text) ?? null;

/** The fields both requests carry, as the form describes them (the contract judges them). */
function policyFieldsOf(values: PolicyFormValues) {
  const { method } = values.accrual;
  const perHours = method === 'per_hour_worked' ? numberOrText(values.accrual.perHours) : undefined;
  return {
    name: values.name,
    accrual: {
      method,
      hours: numberOrText(values.accrual.hours),
      ...(perHours === undefined ? {} : { perHours }),
    },
    maxBalanceHours: limitOf(values.maxBalanceHours),
    carryoverHours: limitOf(values.carryoverHours),
    waitingDays: numberOrText(values.waitingDays) ?? 0,
    allowNegative: values.allowNegative,
  };
}

export const createRequestOf = (values: PolicyFormValues) => ({
  ...policyFieldsOf(values),
  kind: values.kind,
});

/** A change names the version it was made on; the kind stays the policy's. */
export const updateRequestOf = (values: PolicyFormValues, version: number) => ({
  version,
  ...policyFieldsOf(values),
});

/** Checks the form with the contract of the call it will make (create, or change at a version). */
export const validatePolicyForm = (version: number | undefined) => (values: PolicyFormValues) =>
  version === undefined
    ? createTimeOffPolicyRequestSchema.safeParse(createRequestOf(values))
    : updateTimeOffPolicyRequestSchema.safeParse(updateRequestOf(values, version));

export const parsedCreateRequest = (values: PolicyFormValues): CreateTimeOffPolicyRequest =>
  createTimeOffPolicyRequestSchema.parse(createRequestOf(values));

export const parsedUpdateRequest = (
  values: PolicyFormValues,
  version: number,
): UpdateTimeOffPolicyRequest =>
  updateTimeOffPolicyRequestSchema.parse(updateRequestOf(values, version));

const hours = (
  name: PolicyField,
  labelId: string,
  hintId: string,
): FieldSpec<PolicyFormValues> => ({
  kind: 'text',
  name,
  labelId,
  hintId,
  width: 'half',
});

/** The dialog's fields: the kind is fixed once the policy exists; "per hours" only per hour. */
export function policyFields(
  method: AccrualMethod,
  editing: boolean,
): FieldSpec<PolicyFormValues>[] {
  return [
    {
      kind: 'text',
      name: 'name',
      labelId: 'timeOff.field.name',
      hintId: 'timeOff.field.name.hint',
      required: true,
      width: editing ? 'full' : 'half',
    },
    ...(editing
      ? []
      : [
          {
            kind: 'select',
            name: 'kind',
            labelId: 'timeOff.field.kind',
            options: kindOptions,
            required: true,
            width: 'half',
          } as const,
        ]),
    {
      kind: 'select',
      name: 'accrual.method',
      labelId: 'timeOff.field.method',
      options: methodOptions,
      required: true,
      width: 'half',
    },
    {
      ...hours('accrual.hours', 'timeOff.field.hours', `timeOff.field.hours.hint.${method}`),
      required: true,
    },
    ...(method === 'per_hour_worked'
      ? [
          {
            ...hours('accrual.perHours', 'timeOff.field.perHours', 'timeOff.field.perHours.hint'),
            required: true,
          },
        ]
      : []),
    hours('maxBalanceHours', 'timeOff.field.maxBalance', 'timeOff.field.maxBalance.hint'),
    hours('carryoverHours', 'timeOff.field.carryover', 'timeOff.field.carryover.hint'),
    hours('waitingDays', 'timeOff.field.waitingDays', 'timeOff.field.waitingDays.hint'),
    { kind: 'checkbox', name: 'allowNegative', labelId: 'timeOff.field.negative' },
  ];
}
