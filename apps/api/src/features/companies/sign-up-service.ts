import { roles, type SignUpRequest, type TokenPair } from '@paydesk/contracts';
import type { AppContext } from '@paydesk/api/platform/app-context';
import { writeAuditEvent } from '@paydesk/api/platform/audit/audit-repository';
import { AppError } from '@paydesk/api/platform/errors/app-error';
import { newId } from '@paydesk/api/platform/ids';
import { accountsService, assertAcceptablePassword } from '@paydesk/api/features/auth';
import { employeesService } from '@paydesk/api/features/employees';
import { setOwnership } from './ownership-repository';
import { insertCompany } from './repository';

const emailTaken = () =>
  new AppError(
    'auth.email_taken',
    'An account with this email already exists. Sign in or reset your password.',
    { path: 'email', fieldMessage: 'is already registered' },
  );

/** A new employer signs up on their own. */
export function createSignUpService(context: AppContext) {
  const { db } = context.database;

  return {
    /** Creates the company (onboarding), its owner as its first employee, and the owner's user. */
    async signUp(input: SignUpRequest, ip: string): Promise<TokenPair> {
      assertAcceptablePassword(input.password, 'password');
      if (await accountsService.isEmailRegistered(db, input.email)) throw emailTaken();
      const passwordHash = await accountsService.hashPassword(input.password);
      const now = context.clock.now().toISOString();
      try {
        return await db.transaction().execute(async (trx) => {
          const companyId = newId();
          const employeeId = newId();
          const userId = await accountsService.create(
            trx,
            {
              email: input.email,
              passwordHash,
              firstName: input.firstName,
              lastName: input.lastName,
              roles: [roles.companyOwner, roles.employee],
            },
            now,
          );
          await insertCompany(trx, {
            id: companyId,
            name: input.companyName,
            status: 'onboarding',
            is_registered_with_irs: 0,
            federal_ein: null,
            federal_filing_form: null,
            business_entity_type: null,
            industry_type: null,
            suta_rate_basis_points: null,
            onboarding_draft: null,
            created_at: now,
            updated_at: now,
          });
          await employeesService.add(trx, {
            id: employeeId,
            companyId,
            userId,
            firstName: input.firstName,
            lastName: input.lastName,
            email: input.email,
            phoneNumber: input.phoneNumber,
            jobTitle: 'Owner',
            status: 'active',
            now,
          });
          await setOwnership(trx, companyId, employeeId, 10_000, now);
          await accountsService.linkToEmployee(trx, userId, { employeeId, companyId });
          await writeAuditEvent(trx, now, {
            actorUserId: userId,
            action: 'company.created',
            entityType: 'company',
            entityId: companyId,
            companyId,
            ipAddress: ip,
            details: { via: 'sign-up' },
          });
          return accountsService.signInAs(context, trx, userId);
        });
      } catch (error) {
        // Two sign-ups racing for one email: the unique index decides, the loser gets the 409.
        if (await accountsService.isEmailRegistered(db, input.email)) throw emailTaken();
        throw error;
      }
    },
  };
}
