import {
  roles,
  type CreateEmployeeInput,
  type Employee,
  type ReaderLanguage,
} from '@paydesk/contracts';
import type { Access } from '@paydesk/api/http/access';
import type { AppContext } from '@paydesk/api/platform/app-context';
import { randomToken } from '@paydesk/api/platform/crypto';
import { AppError } from '@paydesk/api/platform/errors/app-error';
import { newId } from '@paydesk/api/platform/ids';
import type { Mail } from '@paydesk/api/platform/mail/mailer';
import { accountsService } from '@paydesk/api/features/auth';
import type { EmployeeAssessment } from './employee-assessment';
import {
  employmentColumns,
  federalTaxColumns,
  identityColumns,
  stateTaxColumns,
} from './employee-columns';
import type { EmployeePorts } from './employee-ports';
import { companyNameOf, insertEmployeeRecord, setEmployeeUser } from './employee-record-repository';
import { findEmployeeByEmail } from './employee-repository';
import { assertLegalIdFree, auditEmployee, payGroupColumns } from './employee-section-writer';
import type { InvitationsService } from './invitations-service';
import {
  checkStateCertificate,
  needsStateCertificate,
  type StateCertificate,
} from './state-certificates';

const sectionRequired = (path: string, what: string) =>
  new AppError(
    'employee.section_required',
    `${what} is required, unless the employee will provide it.`,
    { path, fieldMessage: 'is required unless the employee will provide it' },
  );

/** Each section the employer leaves out must be left to the employee; answers the certificate. */
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

/**
 * Hiring: the employer adds an employee with what they know, the employee gets a sign-in and an
 * invitation to choose its password, mailed once the record is written.
 */
export function createEmployeeHiringService(
  context: AppContext,
  ports: EmployeePorts,
  invitations: InvitationsService,
  records: EmployeeAssessment,
) {
  const { db } = context.database;
  const key = context.config.encryptionKey;

  return {
    /** The invitation is written in `language`, the owner's. */
    async create(
      access: Access,
      companyId: string,
      input: CreateEmployeeInput,
      language: ReaderLanguage,
    ): Promise<Employee> {
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
        await assertLegalIdFree(trx, key, companyId, input.legalId);
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
            companyName: companyName ?? null,
          },
          now,
          language,
        );
        await records.settleStatus(trx, id);
        await auditEmployee(
          trx,
          access,
          'employee.created',
          { id, company_id: companyId },
          {},
          stamp,
        );
      });
      if (invitation) await context.mailer.send(invitation);
      return records.answer(id);
    },
  };
}
