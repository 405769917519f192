import { createTimeOffRequestSchema, type CreateTimeOffRequest } from '@paydesk/contracts';
import { contractResolver } from '@web/shared/forms/contract-resolver';
import { numberOrText } from './hours';
import { timeOffMessages } from './messages';

/** What the employee types: the policy, the days, the hours and a note. */
export type RequestFormValues = {
  policyId: string;
  startDate: string | null;
  endDate: string | null;
  hours: string;
  note: string;
};

export type RequestField = keyof RequestFormValues;
export const requestFieldNames: readonly RequestField[] = [
  'policyId',
  'startDate',
  'endDate',
  'hours',
  'note',
];

export const emptyRequestForm = (policyId = ''): RequestFormValues => ({
  policyId,
  startDate: null,
  endDate: null,
  hours: '',
  note: '',
});

const requestOf = (employeeId: string, values: RequestFormValues) => ({
  employeeId,
  policyId: values.policyId,
  startDate: values.startDate ?? undefined,
  endDate: values.endDate ?? undefined,
  hours: numberOrText(values.hours),
  ...(values.note.trim() === '' ? {} : { note: values.note }),
});

export const requestResolver = (employeeId: string) =>
  contractResolver<RequestFormValues>(
    (values) => createTimeOffRequestSchema.safeParse(requestOf(employeeId, values)),
    timeOffMessages,
  );

export const parsedTimeOffRequest = (
  employeeId: string,
  values: RequestFormValues,
): CreateTimeOffRequest => createTimeOffRequestSchema.parse(requestOf(employeeId, values));
