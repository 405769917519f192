import type { Company, GrantOwnershipRequest } from '@paydesk/contracts';
import type { AppContext } from '../../app-context';
import { AppError, conflict, notFound } from '../../http/app-error';
import type { Caller } from '../../shared/access-tokens';
import { writeAuditEvent } from '../../shared/audit';
import { scopeOf } from '../../shared/caller-scope';
import { revokeUserSessions } from '../../shared/session-revocation';
import { readCompany } from './companies-service';
import { basisPointsToPercent, percentToBasisPoints } from './company-mapper';
import {
  deleteOwnership,
  findEmployeeOfCompany,
  grantOwnerRole,
  ownershipOf,
  revokeOwnerRoleIfUnused,
  setOwnership,
} from './ownership-repository';
import { findCompany } from './repository';

const MAX_BASIS_POINTS = 10_000;
const percent = (basisPoints: number) => `${basisPointsToPercent(basisPoints).toFixed(2)}%`;

/** Grants (or sets) an employee's ownership; the company's total never exceeds 100%. */
export async function grantOwnership(
  context: AppContext,
  caller: Caller,
  companyId: string,
  input: GrantOwnershipRequest,
): Promise<Company> {
  const { db } = context.database;
  await scopeOf(caller, db).assertCanManageCompany(companyId);
  const now = context.clock.now().toISOString();
  const basisPoints = percentToBasisPoints(input.ownershipPercentage);
  await db.transaction().execute(async (trx) => {
    const employee = await findEmployeeOfCompany(trx, companyId, input.ownerEmployeeId);
    if (!employee) {
      throw new AppError('unprocessable', 'The owner must be an employee of this company.', {
        errors: [{ path: 'ownerEmployeeId', message: 'is not an employee of this company' }],
      });
    }
    if (employee.status !== 'active') {
      throw new AppError('unprocessable', 'The owner must be an active employee of this company.', {
        errors: [{ path: 'ownerEmployeeId', message: 'is not an active employee' }],
      });
    }
    const current = await ownershipOf(trx, companyId);
    const others = [...current].reduce((sum, [id, bp]) => (id === employee.id ? sum : sum + bp), 0);
    if (others + basisPoints > MAX_BASIS_POINTS) {
      throw conflict(
        `Ownership of this company cannot exceed 100%: ${percent(others)} is already owned, so at most ${percent(MAX_BASIS_POINTS - others)} is left.`,
      );
    }
    await setOwnership(trx, companyId, employee.id, basisPoints, now);
    if (employee.user_id) {
      await grantOwnerRole(trx, employee.user_id);
      await revokeUserSessions(trx, employee.user_id, now);
    }
    await writeAuditEvent(trx, now, {
      actorUserId: caller.userId,
      action: 'company.ownership-granted',
      entityType: 'company',
      entityId: companyId,
      companyId,
      details: { employeeId: employee.id, ownershipBasisPoints: basisPoints },
    });
  });
  return readCompany(db, companyId);
}

export async function revokeOwnership(
  context: AppContext,
  caller: Caller,
  companyId: string,
  employeeId: string,
): Promise<Company> {
  const { db } = context.database;
  await scopeOf(caller, db).assertCanManageCompany(companyId);
  const now = context.clock.now().toISOString();
  await db.transaction().execute(async (trx) => {
    const company = await findCompany(trx, companyId);
    if (!company) throw notFound('The company');
    const owners = await ownershipOf(trx, companyId);
    if (!owners.has(employeeId)) throw notFound('The owner');
    if (company.status === 'active' && owners.size === 1) {
      throw conflict(
        'An active company keeps at least one owner: grant ownership to someone else first.',
      );
    }
    await deleteOwnership(trx, companyId, employeeId);
    const employee = await findEmployeeOfCompany(trx, companyId, employeeId);
    if (employee?.user_id) {
      await revokeOwnerRoleIfUnused(trx, employee.user_id);
      await revokeUserSessions(trx, employee.user_id, now);
    }
    await writeAuditEvent(trx, now, {
      actorUserId: caller.userId,
      action: 'company.ownership-revoked',
      entityType: 'company',
      entityId: companyId,
      companyId,
      details: { employeeId },
    });
  });
  return readCompany(db, companyId);
}
