import { roles } from '@paydesk/contracts';
import type { Access } from '@paydesk/api/http/access';
import type { Db } from '@paydesk/api/platform/db/database';
import { AppError, notFound } from '@paydesk/api/platform/errors/app-error';
import { holderBalances } from './time-off-balances';
import { findPolicy, type PolicyRow } from './time-off-policy-repository';
import { mayTake, toHours } from './time-off-rules';

export const policyNotFound = () => notFound('time_off.policy_not_found', 'The time-off policy');
export const employeeNotFound = () => notFound('employee.not_found', 'The employee');
export const requestNotFound = () => notFound('time_off.request_not_found', 'The time-off request');

/** Whether the caller is this employee of this company, signed in as themself. */
export const isSelf = (access: Access, companyId: string, employeeId: string): boolean =>
  access.hasRole(roles.employee) &&
  access.caller.employeeId === employeeId &&
  access.caller.companyId === companyId;

export async function mustFindPolicy(db: Db, companyId: string, id: string): Promise<PolicyRow> {
  const row = await findPolicy(db, companyId, id);
  if (!row) throw policyNotFound();
  return row;
}

const hoursText = (hundredths: number): string => `${toHours(hundredths)} h`;

/**
 * Refuses hours the balance does not cover (409) unless the policy allows a negative balance.
 * Available is the balance on `asOf` less pending and approved-unpaid hours; `except` is a
 * pending request being approved, whose own hours are counted once.
 */
export async function checkBalance(
  db: Db,
  request: {
    employeeId: string;
    policy: PolicyRow;
    hundredths: number;
    except: { hundredths: number } | null;
    asOf: string;
  },
): Promise<void> {
  const { policy, hundredths } = request;
  const held = (await holderBalances(db, request.employeeId, request.asOf)).find(
    (balance) => balance.policy.id === policy.id,
  );
  const available =
    (held ? held.balance - held.pending - held.approved : 0) + (request.except?.hundredths ?? 0);
  if (
    mayTake({
      availableHundredths: available,
      hundredths,
      allowNegative: policy.allow_negative === 1,
    })
  ) {
    return;
  }
  throw new AppError(
    'time_off.balance_exceeded',
    `${hoursText(hundredths)} of ${policy.name} is more than the ${hoursText(Math.max(0, available))} available (the balance less pending and approved requests), and the policy does not allow a negative balance.`,
    {
      path: 'hours',
      fieldMessage: `at most ${toHours(Math.max(0, available))} hours are available`,
    },
  );
}
