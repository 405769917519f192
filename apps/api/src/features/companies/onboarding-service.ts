import {
  onboardingCompletionSchema,
  onboardingStepKeys,
  type OnboardingCompletion,
  type OnboardingDraft,
  type OnboardingState,
} from '@paydesk/contracts';
import type { AppContext } from '@paydesk/api/platform/app-context';
import type { Db } from '@paydesk/api/platform/db/database';
import { AppError, notFound } from '@paydesk/api/platform/errors/app-error';
import { writeAuditEvent } from '@paydesk/api/platform/audit/audit-repository';
import { roles } from '@paydesk/contracts';
import type { Access } from '@paydesk/api/http/access';
import { accountsService } from '@paydesk/api/features/auth';
import { employeesService } from '@paydesk/api/features/employees';
import { newId } from '@paydesk/api/platform/ids';
import { percentToBasisPoints } from './company-mapper';
import type { FundingAccountCheck } from './funding-account-check';
import { readChecklist, saveDraft } from './onboarding-repository';
import { deleteOwnership, ownershipOf, ownsAnyCompany, setOwnership } from './ownership-repository';
import { findCompany, updateCompany, upsertAddress } from './repository';

function parseDraft(text: string | null): OnboardingDraft | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as OnboardingDraft;
  } catch {
    return null;
  }
}

async function stateOf(
  db: Db,
  companyId: string,
  funding: FundingAccountCheck,
): Promise<OnboardingState> {
  const company = await findCompany(db, companyId);
  if (!company) throw notFound('company.not_found', 'The company');
  const checklist = await readChecklist(db, companyId, funding);
  return {
    companyId,
    status: company.status,
    draft: parseDraft(company.onboarding_draft),
    checklist: onboardingStepKeys.map((key) => ({ key, done: checklist[key] })),
  };
}

/**
 * Replaces the company's owners with the draft's. The owner role travels in the access token, so
 * whoever gains or loses a share here has their sign-ins ended in the same transaction, as
 * granting and revoking ownership do: the next token carries the role they hold now.
 */
async function applyOwners(
  db: Db,
  companyId: string,
  draft: OnboardingCompletion,
  now: string,
): Promise<void> {
  const wanted = new Map<string, { basisPoints: number; userId: string | null }>();
  for (const owner of [draft.mainOwner, ...draft.owners]) {
    const named = owner.employeeId
      ? await employeesService.findInCompany(db, companyId, owner.employeeId)
      : null;
    if (owner.employeeId && !named) {
      throw new AppError(
        'company.owner_not_employee',
        `${owner.firstName} ${owner.lastName} is not an employee of this company.`,
      );
    }
    // Completing again (the company waits for its funding account) must not add the owner twice.
    const employee =
      named ?? (await employeesService.findInCompanyByEmail(db, companyId, owner.email));
    const employeeId = employee?.id ?? newId();
    if (!employee) {
      await employeesService.add(db, {
        id: employeeId,
        companyId,
        userId: null,
        firstName: owner.firstName,
        lastName: owner.lastName,
        email: owner.email,
        phoneNumber: owner.phoneNumber,
        jobTitle: 'Owner',
        status: 'active',
        now,
      });
    }
    wanted.set(employeeId, {
      basisPoints: percentToBasisPoints(owner.ownershipPercentage),
      // A former employee's share gives no access (ownership counts current employees only).
      userId: employee?.status === 'terminated' ? null : (employee?.user_id ?? null),
    });
  }
  const current = await ownershipOf(db, companyId);
  for (const [employeeId] of current) {
    if (wanted.has(employeeId)) continue;
    await deleteOwnership(db, companyId, employeeId);
    const employee = await employeesService.findInCompany(db, companyId, employeeId);
    if (!employee?.user_id) continue;
    if (!(await ownsAnyCompany(db, employee.user_id))) {
      await accountsService.revokeRole(db, employee.user_id, roles.companyOwner);
    }
    await accountsService.revokeSessions(db, employee.user_id, now);
  }
  for (const [employeeId, { basisPoints, userId }] of wanted) {
    await setOwnership(db, companyId, employeeId, basisPoints, now);
    if (userId && !current.has(employeeId)) {
      await accountsService.grantRole(db, userId, roles.companyOwner);
      await accountsService.revokeSessions(db, userId, now);
    }
  }
}

/**
 * Activates a company still onboarding once every step of its checklist is done: called inside
 * the caller's transaction when a step outside this feature completes (a funding account added).
 * Answers whether it did.
 */
export async function activateWhenReady(
  db: Db,
  funding: FundingAccountCheck,
  change: { companyId: string; actorUserId: string | null; now: string },
): Promise<boolean> {
  const company = await findCompany(db, change.companyId);
  if (company?.status !== 'onboarding') return false;
  const checklist = await readChecklist(db, change.companyId, funding);
  if (!Object.values(checklist).every(Boolean)) return false;
  await updateCompany(db, change.companyId, { status: 'active', updated_at: change.now });
  await writeAuditEvent(db, change.now, {
    actorUserId: change.actorUserId,
    action: 'company.status-changed',
    entityType: 'company',
    entityId: change.companyId,
    companyId: change.companyId,
    details: { from: 'onboarding', to: 'active' },
  });
  return true;
}

/** A company's onboarding: the draft its owner fills in, then its completion. */
export function createOnboardingService(context: AppContext, funding: FundingAccountCheck) {
  const { db } = context.database;

  /** The company's onboarding draft and checklist. */
  async function getOnboarding(companyId: string): Promise<OnboardingState> {
    return stateOf(db, companyId, funding);
  }

  /** Keeps the draft as typed so far; nothing of it is checked until completion. */
  async function saveOnboardingDraft(
    companyId: string,
    draft: OnboardingDraft,
  ): Promise<OnboardingState> {
    await saveDraft(
      db,
      companyId,
      JSON.stringify({ ...draft, companyId }),
      context.clock.now().toISOString(),
    );
    return stateOf(db, companyId, funding);
  }

  /**
   * Validates the whole draft, writes the company's data and owners, and activates the company
   * once every step of the checklist is done. Answers the state, with what is still missing.
   */
  async function completeOnboarding(access: Access, companyId: string): Promise<OnboardingState> {
    const company = await findCompany(db, companyId);
    if (!company) throw notFound('company.not_found', 'The company');
    const parsed = onboardingCompletionSchema.safeParse(parseDraft(company.onboarding_draft) ?? {});
    if (!parsed.success) {
      const errors = parsed.error.issues.map((issue) => ({
        path: issue.path.join('.'),
        message: issue.message,
      }));
      throw new AppError(
        'company.onboarding_incomplete',
        `The onboarding is not complete yet: ${errors.length} field(s) need attention.`,
        { errors },
      );
    }
    const draft = parsed.data;
    const now = context.clock.now().toISOString();
    await db.transaction().execute(async (trx) => {
      await updateCompany(trx, companyId, {
        name: draft.name,
        is_registered_with_irs: draft.isRegisteredWithIrs ? 1 : 0,
        federal_ein: draft.federalEin,
        federal_filing_form: draft.federalFilingForm,
        business_entity_type: draft.businessEntityType,
        industry_type: draft.industryType,
        updated_at: now,
      });
      await upsertAddress(trx, companyId, 'physical', draft.physicalAddress);
      for (const [field, kind] of [
        ['mailingAddress', 'mailing'],
        ['legalFilingAddress', 'legal_filing'],
      ] as const) {
        const address = draft[field];
        await upsertAddress(
          trx,
          companyId,
          kind,
          'addressLine1' in address && !address.sameAsPhysical ? address : draft.physicalAddress,
        );
      }
      await applyOwners(trx, companyId, draft, now);
      const checklist = await readChecklist(trx, companyId, funding);
      const ready = Object.values(checklist).every(Boolean);
      if (ready && company.status === 'onboarding') {
        await updateCompany(trx, companyId, { status: 'active', updated_at: now });
      }
      await writeAuditEvent(trx, now, {
        actorUserId: access.caller.userId,
        action: ready ? 'company.status-changed' : 'company.onboarding-saved',
        entityType: 'company',
        entityId: companyId,
        companyId,
        details: ready
          ? { from: company.status, to: 'active' }
          : {
              missing: Object.keys(checklist).filter(
                (k) => !checklist[k as keyof typeof checklist],
              ),
            },
      });
    });
    return stateOf(db, companyId, funding);
  }

  return { getOnboarding, saveOnboardingDraft, completeOnboarding };
}
