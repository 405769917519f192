import { decideTimeOffRequestSchema, type DecideTimeOffRequest } from '@paydesk/contracts';
import { issuesResolver } from '@web/shared/forms/contract-resolver';
import { timeOffMessages } from './messages';

/** A denial says why: the employee reads the reason in their mail. */
export type DenyFormValues = { note: string };

const REASON_MISSING = 'timeOff.validation.reason';

const requestOf = (version: number, values: DenyFormValues) => ({
  version,
  status: 'denied' as const,
  note: values.note,
});

export const denyResolver = (version: number) =>
  issuesResolver<DenyFormValues>((values) => {
    if (values.note.trim() === '') {
      return [{ path: ['note'], message: REASON_MISSING, code: 'custom' as const }];
    }
    const result = decideTimeOffRequestSchema.safeParse(requestOf(version, values));
    return result.success ? [] : result.error.issues;
  }, timeOffMessages);

export const parsedDenial = (version: number, values: DenyFormValues): DecideTimeOffRequest =>
  decideTimeOffRequestSchema.parse(requestOf(version, values));
