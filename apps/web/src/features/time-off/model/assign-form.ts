import {
  assignTimeOffPolicyRequestSchema,
  type AssignTimeOffPolicyRequest,
} from '@paydesk/contracts';
import { issuesResolver } from '@web/shared/forms/contract-resolver';
import { numberOrText } from './hours';
import { timeOffMessages } from './messages';

/** Who gets the policy, and the hours they already had (empty: none). */
export type AssignFormValues = { employeeId: string; startingBalanceHours: string };

export const emptyAssignForm: AssignFormValues = { employeeId: '', startingBalanceHours: '' };

const requestOf = (policyId: string, values: AssignFormValues) => {
  const starting = numberOrText(values.startingBalanceHours);
  return { policyId, ...(starting === undefined ? {} : { startingBalanceHours: starting }) };
};

const EMPLOYEE_MISSING = 'timeOff.validation.employee';

/** The employee is chosen here, not sent in the body: the form asks for one itself. */
export const assignResolver = (policyId: string) =>
  issuesResolver<AssignFormValues>((values) => {
    const result = assignTimeOffPolicyRequestSchema.safeParse(requestOf(policyId, values));
    const issues = result.success ? [] : result.error.issues;
    return values.employeeId === ''
      ? [{ path: ['employeeId'], message: EMPLOYEE_MISSING, code: 'custom' as const }, ...issues]
      : issues;
  }, timeOffMessages);

export const parsedAssignRequest = (
  policyId: string,
  values: AssignFormValues,
): AssignTimeOffPolicyRequest =>
  assignTimeOffPolicyRequestSchema.parse(requestOf(policyId, values));
