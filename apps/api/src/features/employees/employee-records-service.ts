import {
  roles,
  type AuditAction,
  type CreateEmployeeInput,
  type Employee,
  type PaycheckFederalW4,
  type TerminationReason,
} from '@paydesk/contracts';
import type { Access } from '@paydesk/api/http/access';
import type { AppContext } from '@paydesk/api/platform/app-context';
import { writeAuditEvent } from '@paydesk/api/platform/audit/audit-repository';
import type { Db } from '@paydesk/api/platform/db/database';
import { randomToken } from '@paydesk/api/platform/crypto';
import { AppError, conflict, notFound } from '@paydesk/api/platform/errors/app-error';
import { newId } from '@paydesk/api/platform/ids';
import type { Mail } from '@paydesk/api/platform/mail/mailer';
import { accountsService } from '@paydesk/api/features/auth';
import { toEmployeeAnswer } from './employee-answer';
import {
  employmentColumns,
  federalTaxColumns,
  identityColumns,
  legalIdDigest,
  stateTaxColumns,
} from './employee-columns';
import type { EmployeePorts } from './employee-ports';
import { onboardingSteps, readinessOf, statusOf, type DepositFacts } from './employee-readiness';
import { assertOwnLegalIdTriesLeft, legalIdLocked, recordOwnLegalIdRefusal } from './own-legal-id';
import {
  companyNameOf,
  findEmployeeRecord,
  markTerminated,
  setEmployeeUser,
  findEmployeeRecords,
  insertEmployeeRecord,
  isLegalIdTaken,
  payGroupFrequency,
  updateEmployeeAtVersion,
  type EmployeeRecordRow,
  type EmployeeValues,
} from './employee-record-repository';
import { findEmployeeByEmail } from './employee-repository';
import { settleOnboarding } from './onboarding-settlement';
import { latestInvitations, withdrawInvitations } from './invitation-repository';
import { invitationState, type InvitationsService } from './invitations-service';
import { checkStateCertificate, needsStateCertificate } from './state-certificates';

/** Far enough ahead that an account on hold counts as on file. */
const END_OF_TIME = '9999-12-31';

type StateCertificate = { code: string } & Record<string, unknown>;

export type ProfileChanges = Parameters<typeof identityColumns>[0] & { version: number };
export type EmploymentChanges = Parameters<typeof employmentColumns>[0] & {
  payGroup?: string | null | undefined;
  version: number;
};
export type Termination = { date: string; reason: TerminationReason; override: boolean };

/** The columns that say who completed a section either side may fill in. */
type AuthorColumn = 'personal_details_by' | 'federal_tax_by' | 'state_tax_by';

/** The employee writing their own record, or someone of the employer (an owner, an admin). */
const authorOf = (access: Access, row: { id: string }) =>
  access.caller.employeeId === row.id ? 'employee' : 'employer';

const staleVersion = () =>
  conflict(
    'employee.version_stale',
    'Someone else changed this employee in the meantime. Reload the employee and try again.',
  );

const sectionRequired = (path: string, what: string) =>
  new AppError(
    'employee.section_required',
    `${what} is required, unless the employee will provide it.`,
    { path, fieldMessage: 'is required unless the employee will provide it' },
  );

/**
 * The employee record: create, read, the four edits and termination. One transaction per
 * write; the onboarding status and readiness are recomputed from the record after each.
 */
export function createEmployeeRecordsService(
  context: AppContext,
  ports: EmployeePorts,
  invitations: InvitationsService,
) {
  const { db } = context.database;
  const key = context.config.encryptionKey;
  const today = () => context.clock.now().toISOString().slice(0, 10);

  async function depositFacts(database: Db, ids: string[]): Promise<Map<string, DepositFacts>> {
    const [usable, onFile] = await Promise.all([
      ports.deposits.usableCount(database, ids, today()),
      ports.deposits.usableCount(database, ids, END_OF_TIME),
    ]);
    return new Map(
      ids.map((id) => [id, { usable: usable.get(id) ?? 0, onFile: onFile.get(id) ?? 0 }]),
    );
  }

  /** Steps, readiness and status of rows, with the deposit facts read once for all. */
  async function assess(database: Db, rows: EmployeeRecordRow[]) {
    const deposits = await depositFacts(
      database,
      rows.map((row) => row.id),
    );
    return rows.map((row) => {
      const facts = deposits.get(row.id) ?? { usable: 0, onFile: 0 };
      const steps = onboardingSteps(row, facts);
      return {
        row,
        steps,
        readiness: readinessOf(row, facts),
        status: statusOf(row, steps, today()),
      };
    });
  }

  /** Keeps the stored status in step with the record (lists filter and count by it). */
  async function settleStatus(database: Db, id: string): Promise<void> {
    const facts = (await depositFacts(database, [id])).get(id) ?? { usable: 0, onFile: 0 };
    await settleOnboarding(database, id, today(), facts);
  }

  async function answer(id: string): Promise<Employee> {
    const row = await findEmployeeRecord(db, id);
    if (!row) throw notFound('employee.not_found', 'The employee');
    const [assessed] = await assess(db, [row]);
    const latest = (await latestInvitations(db, [id])).get(id);
    if (!assessed) throw notFound('employee.not_found', 'The employee');
    return toEmployeeAnswer(row, {
      status: assessed.status,
      steps: assessed.steps,
      readiness: assessed.readiness,
      invitation: invitationState(
        latest,
        context.clock.now().toISOString(),
        row.status === 'terminated',
      ),
    });
  }

  async function mustFind(database: Db, companyId: string, id: string) {
    const row = await findEmployeeRecord(database, id);
    if (!row || row.company_id !== companyId) throw notFound('employee.not_found', 'The employee');
    return row;
  }

  async function payGroupColumns(
    database: Db,
    companyId: string,
    payGroup: string | null | undefined,
  ): Promise<EmployeeValues> {
    if (!payGroup) return { pay_group_id: null, payment_frequency: null };
    const frequency = await payGroupFrequency(database, companyId, payGroup);
    if (!frequency) {
      throw new AppError(
        'employee.pay_group_invalid',
        'The company has no such pay group: choose one of its pay groups.',
        { path: 'payGroup', fieldMessage: 'is not one of the company’s pay groups' },
      );
    }
    return { pay_group_id: payGroup, payment_frequency: frequency };
  }

  async function assertLegalIdFree(
    database: Db,
    companyId: string,
    legalId: string | null | undefined,
    exceptId?: string,
  ) {
    if (!legalId) return;
    if (await isLegalIdTaken(database, companyId, legalIdDigest(key, legalId), exceptId)) {
      throw new AppError(
        'employee.legal_id_taken',
        'Another employee of this company has this SSN or ITIN.',
        { path: 'legalId', fieldMessage: 'belongs to another employee of this company' },
      );
    }
  }

  function checkSections(input: CreateEmployeeInput): StateCertificate | null {
    if (!input.federalTax && !input.employeeWillInformFederalTax) {
      throw sectionRequired('federalTax', 'The federal W-4');
    }
    if (
      !input.stateTax &&
      !input.employeeWillInformStateTax &&
      needsStateCertificate(input.workState)
    ) {
      throw sectionRequired('stateTax', `The ${input.workState} withholding certificate`);
    }
    if (
      input.paymentMethod === 'direct_deposit' &&
      !input.bankAccount &&
      !input.employeeWillInformBankAccount
    ) {
      throw sectionRequired('bankAccount', 'A bank account for direct deposit');
    }
    return input.stateTax
      ? checkStateCertificate(input.workState, input.stateTax as StateCertificate)
      : null;
  }

  async function audit(
    database: Db,
    access: Access,
    action: AuditAction,
    row: { id: string; company_id: string },
    details: Record<string, unknown>,
    now: string,
  ) {
    await writeAuditEvent(database, now, {
      actorUserId: access.caller.userId,
      action,
      entityType: 'employee',
      entityId: row.id,
      companyId: row.company_id,
      details,
    });
  }

  /**
   * Writes one section at `version`, then settles the status; 409 when the version is stale.
   * A section either side may fill in records who wrote it last.
   */
  async function writeSection(
    access: Access,
    companyId: string,
    id: string,
    version: number,
    action: AuditAction,
    build: (trx: Db, row: EmployeeRecordRow) => Promise<EmployeeValues>,
    authorColumn?: AuthorColumn,
  ): Promise<Employee> {
    const now = context.clock.now().toISOString();
    await db.transaction().execute(async (trx) => {
      const row = await mustFind(trx, companyId, id);
      const values = await build(trx, row);
      const author = authorColumn ? { [authorColumn]: authorOf(access, row) } : {};
      const written = { ...values, ...author, updated_at: now };
      if (!(await updateEmployeeAtVersion(trx, id, written, version))) {
        throw staleVersion();
      }
      await settleStatus(trx, id);
      await audit(trx, access, action, row, { fields: Object.keys(values) }, now);
    });
    return answer(id);
  }

  return {
    get: async (companyId: string, id: string): Promise<Employee> => {
      await mustFind(db, companyId, id);
      return answer(id);
    },

    /** Many records' readiness at once: the payroll feature asks before it commits. */
    async readinessOf(database: Db, ids: string[]) {
      const assessed = await assess(database, await findEmployeeRecords(database, ids));
      return new Map(assessed.map((entry) => [entry.row.id, entry]));
    },

    settleStatus,

    async create(access: Access, companyId: string, input: CreateEmployeeInput): Promise<Employee> {
      const certificate = checkSections(input);
      // Hashing is slow on purpose: do it before the transaction. The password is never known
      // to anyone; the invitation sets the real one.
      const unusablePasswordHash = await accountsService.hashPassword(randomToken());
      const now = context.clock.now();
      const stamp = now.toISOString();
      const id = newId();
      let invitation: Mail | undefined;
      await db.transaction().execute(async (trx) => {
        if (await findEmployeeByEmail(trx, companyId, input.email)) {
          throw new AppError(
            'employee.email_taken',
            'An employee of this company has this email.',
            {
              path: 'email',
              fieldMessage: 'belongs to another employee of this company',
            },
          );
        }
        if (await accountsService.isEmailRegistered(trx, input.email)) {
          throw new AppError(
            'employee.email_taken',
            'This email already signs in to Paydesk: use the employee’s own address.',
            { path: 'email', fieldMessage: 'already signs in to Paydesk' },
          );
        }
        await assertLegalIdFree(trx, companyId, input.legalId);
        const companyName = await companyNameOf(trx, companyId);
        await insertEmployeeRecord(trx, {
          id,
          company_id: companyId,
          user_id: null,
          email: input.email,
          status: 'onboarding',
          ...identityColumns(input, key),
          ...employmentColumns(input),
          ...(await payGroupColumns(trx, companyId, input.payGroup)),
          ...federalTaxColumns(input.federalTax ?? null),
          ...stateTaxColumns(certificate),
          first_name: input.firstName,
          last_name: input.lastName,
          employee_will_inform_bank_account: input.employeeWillInformBankAccount ? 1 : 0,
          employee_will_inform_federal_tax: input.employeeWillInformFederalTax ? 1 : 0,
          employee_will_inform_i9_form: input.employeeWillInformI9Form ? 1 : 0,
          employee_will_inform_state_tax: input.employeeWillInformStateTax ? 1 : 0,
          employee_will_inform_w9_form: input.employeeWillInformW9Form ? 1 : 0,
          personal_details_by: input.legalId || input.address ? 'employer' : null,
          federal_tax_by: input.federalTax ? 'employer' : null,
          state_tax_by: certificate ? 'employer' : null,
          created_at: stamp,
          updated_at: stamp,
        });
        if (input.bankAccount) {
          await ports.deposits.addForEmployee(
            trx,
            {
              companyId,
              employeeId: id,
              actorUserId: access.caller.userId,
              addedBySelf: false,
              account: input.bankAccount,
              now: stamp,
            },
            context,
          );
        }
        const userId = await accountsService.create(
          trx,
          {
            email: input.email,
            firstName: input.firstName,
            lastName: input.lastName,
            roles: [roles.employee],
            passwordHash: unusablePasswordHash,
          },
          stamp,
        );
        await accountsService.linkToEmployee(trx, userId, { employeeId: id, companyId });
        await setEmployeeUser(trx, id, userId);
        invitation = await invitations.issue(
          trx,
          {
            employeeId: id,
            userId,
            email: input.email,
            firstName: input.firstName,
            companyName: companyName ?? 'Your employer',
          },
          now,
        );
        await settleStatus(trx, id);
        await audit(trx, access, 'employee.created', { id, company_id: companyId }, {}, stamp);
      });
      if (invitation) await context.mailer.send(invitation);
      return answer(id);
    },

    async updateProfile(access: Access, companyId: string, id: string, changes: ProfileChanges) {
      const newLegalId = changes.legalId;
      // Only the employee themself reaches here without managing the company (the policy).
      const own = Boolean(newLegalId) && !(await access.canManageCompany(companyId));
      if (own) await assertOwnLegalIdTriesLeft(context, id);
      try {
        return await writeSection(
          access,
          companyId,
          id,
          changes.version,
          'employee.profile-updated',
          async (trx, row) => {
            const onFile = row.legal_id_digest;
            if (own && newLegalId && onFile && onFile !== legalIdDigest(key, newLegalId)) {
              throw legalIdLocked();
            }
            await assertLegalIdFree(trx, companyId, newLegalId, id);
            return identityColumns(changes, key);
          },
          'personal_details_by',
        );
      } catch (error) {
        if (own && error instanceof AppError && error.code === 'employee.legal_id_taken') {
          await recordOwnLegalIdRefusal(context, id);
        }
        throw error;
      }
    },

    updateEmployment: (access: Access, companyId: string, id: string, changes: EmploymentChanges) =>
      writeSection(
        access,
        companyId,
        id,
        changes.version,
        'employee.employment-updated',
        async (trx) => ({
          ...employmentColumns(changes),
          ...(await payGroupColumns(trx, companyId, changes.payGroup)),
        }),
      ),

    updateFederalTax: (
      access: Access,
      companyId: string,
      id: string,
      w4: PaycheckFederalW4,
      version: number,
    ) =>
      writeSection(
        access,
        companyId,
        id,
        version,
        'employee.federal-tax-updated',
        async () => federalTaxColumns(w4),
        'federal_tax_by',
      ),

    updateStateTax: (
      access: Access,
      companyId: string,
      id: string,
      certificate: StateCertificate,
      version: number,
    ) =>
      writeSection(
        access,
        companyId,
        id,
        version,
        'employee.state-tax-updated',
        async (_, row) => stateTaxColumns(checkStateCertificate(row.work_state, certificate, '')),
        'state_tax_by',
      ),

    async terminate(access: Access, companyId: string, id: string, termination: Termination) {
      const now = context.clock.now().toISOString();
      await db.transaction().execute(async (trx) => {
        const row = await mustFind(trx, companyId, id);
        if (row.status === 'terminated') {
          throw conflict('employee.already_terminated', 'The employee is already terminated.');
        }
        if (row.hire_date !== null && termination.date < row.hire_date) {
          throw new AppError(
            'employee.termination_date_invalid',
            `The termination date ${termination.date} is before the hire date ${row.hire_date}.`,
            { path: 'Termination-Date', fieldMessage: 'must not be before the hire date' },
          );
        }
        const open = await ports.payrolls.openPayrollsOf(trx, id);
        if (open.length > 0 && !termination.override) {
          throw conflict(
            'employee.in_current_payroll',
            `The employee is in ${open.map((payroll) => payroll.description).join(', ')}: take them out of it first, or terminate with Override-Current-Payroll.`,
          );
        }
        if (open.length > 0) await ports.payrolls.removeFromOpenPayrolls(trx, id, now);
        await markTerminated(trx, id, { date: termination.date, reason: termination.reason, now });
        // Someone who leaves before choosing a password is not sent a way in any more.
        await withdrawInvitations(trx, id, now);
        await audit(
          trx,
          access,
          'employee.terminated',
          row,
          {
            terminationDate: termination.date,
            reason: termination.reason,
            removedFrom: open.map((payroll) => payroll.id),
          },
          now,
        );
      });
      return answer(id);
    },

    /** A new invitation link for an employee who has not chosen a password yet. */
    async resendInvitation(access: Access, companyId: string, id: string): Promise<Employee> {
      const now = context.clock.now();
      let mail: Mail | undefined;
      await db.transaction().execute(async (trx) => {
        const row = await mustFind(trx, companyId, id);
        if (row.status === 'terminated') {
          throw conflict(
            'employee.already_terminated',
            'The employee is terminated: a terminated employee is not invited to sign in.',
          );
        }
        if (!row.user_id) {
          throw conflict('employee.no_sign_in', 'This employee has no Paydesk sign-in to invite.');
        }
        const latest = (await latestInvitations(trx, [id])).get(id);
        if (invitationState(latest, now.toISOString()).status === 'accepted') {
          throw conflict(
            'employee.no_sign_in',
            'The employee already chose a password: they can reset it from the sign-in page.',
          );
        }
        mail = await invitations.issue(
          trx,
          {
            employeeId: id,
            userId: row.user_id,
            email: row.email,
            firstName: row.first_name,
            companyName: row.company_name,
          },
          now,
        );
        await audit(trx, access, 'employee.invitation-sent', row, {}, now.toISOString());
      });
      if (mail) await context.mailer.send(mail);
      return answer(id);
    },
  };
}

export type EmployeeRecordsService = ReturnType<typeof createEmployeeRecordsService>;
