import type { Company, GrantOwnershipRequest } from '@paydesk/contracts';
import type { AppContext } from '@paydesk/api/platform/app-context';
import { AppError, conflict, notFound } from '@paydesk/api/platform/errors/app-error';
import { writeAuditEvent } from '@paydesk/api/platform/audit/audit-repository';
import { roles } from '@paydesk/contracts';
import type { Access } from '@paydesk/api/http/access';
import { accountsService } from '@paydesk/api/features/auth';
import { employeesService } from '@paydesk/api/features/employees';
import { readCompany } from './companies-service';
import { basisPointsToPercent, percentToBasisPoints } from './company-mapper';
import { deleteOwnership, ownershipOf, ownsAnyCompany, setOwnership } from './ownership-repository';
import { findCompany } from './repository';

const MAX_BASIS_POINTS = 10_000;
const percent = (basisPoints: number) => `${basisPointsToPercent(basisPoints).toFixed(2)}%`;

/**
 * The company's owners. The owner role travels in the access token, so whoever gains or loses
 * it has their sign-ins ended in the same transaction: the next token carries the role held now.
 */
export function createOwnershipService(context: AppContext) {
  const { db } = context.database;

  /** Grants (or sets) an employee's ownership; the company's total never exceeds 100%. */
  async function grantOwnership(
    access: Access,
    companyId: string,
    input: GrantOwnershipRequest,
  ): Promise<Company> {
    const now = context.clock.now().toISOString();
    const basisPoints = percentToBasisPoints(input.ownershipPercentage);
    await db.transaction().execute(async (trx) => {
      const employee = await employeesService.findInCompany(trx, companyId, input.ownerEmployeeId);
      if (!employee) {
        throw new AppError(
          'company.owner_not_employee',
          'The owner must be an employee of this company.',
          { path: 'ownerEmployeeId', fieldMessage: 'is not an employee of this company' },
        );
      }
      // An owner still completing their employee onboarding may own shares; a former one may not.
      if (employee.status === 'terminated') {
        throw new AppError(
          'company.owner_not_active',
          'The owner must be a current employee of this company, not a terminated one.',
          { path: 'ownerEmployeeId', fieldMessage: 'is no longer an employee' },
        );
      }
      const current = await ownershipOf(trx, companyId);
      const others = [...current].reduce(
        (sum, [id, bp]) => (id === employee.id ? sum : sum + bp),
        0,
      );
      if (others + basisPoints > MAX_BASIS_POINTS) {
        throw conflict(
          'company.ownership_exceeded',
          `Ownership of this company cannot exceed 100%: ${percent(others)} is already owned, so at most ${percent(MAX_BASIS_POINTS - others)} is left.`,
        );
      }
      await setOwnership(trx, companyId, employee.id, basisPoints, now);
      if (employee.user_id) {
        await accountsService.grantRole(trx, employee.user_id, roles.companyOwner);
        await accountsService.revokeSessions(trx, employee.user_id, now);
      }
      await writeAuditEvent(trx, now, {
        actorUserId: access.caller.userId,
        action: 'company.ownership-granted',
        entityType: 'company',
        entityId: companyId,
        companyId,
        details: { employeeId: employee.id, ownershipBasisPoints: basisPoints },
      });
    });
    return readCompany(db, companyId);
  }

  /** Takes an employee's share away; an active company keeps at least one owner. */
  async function revokeOwnership(
    access: Access,
    companyId: string,
    employeeId: string,
  ): Promise<Company> {
    const now = context.clock.now().toISOString();
    await db.transaction().execute(async (trx) => {
      const company = await findCompany(trx, companyId);
      if (!company) throw notFound('company.not_found', 'The company');
      const owners = await ownershipOf(trx, companyId);
      if (!owners.has(employeeId)) throw notFound('company.owner_not_found', 'The owner');
      if (company.status === 'active' && owners.size === 1) {
        throw conflict(
          'company.owner_required',
          'An active company keeps at least one owner: grant ownership to someone else first.',
        );
      }
      await deleteOwnership(trx, companyId, employeeId);
      const employee = await employeesService.findInCompany(trx, companyId, employeeId);
      if (employee?.user_id) {
        if (!(await ownsAnyCompany(trx, employee.user_id))) {
          await accountsService.revokeRole(trx, employee.user_id, roles.companyOwner);
        }
        await accountsService.revokeSessions(trx, employee.user_id, now);
      }
      await writeAuditEvent(trx, now, {
        actorUserId: access.caller.userId,
        action: 'company.ownership-revoked',
        entityType: 'company',
        entityId: companyId,
        companyId,
        details: { employeeId },
      });
    });
    return readCompany(db, companyId);
  }

  return { grantOwnership, revokeOwnership };
}
