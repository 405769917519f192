import type { BankAccount, BankAccountListQuery, CreateBankAccountInput } from '@paydesk/contracts';
import type { Access } from '@paydesk/api/http/access';
import type { AppContext } from '@paydesk/api/platform/app-context';
import { notFound } from '@paydesk/api/platform/errors/app-error';
import type { Db } from '@paydesk/api/platform/db/database';
import type { Mail } from '@paydesk/api/platform/mail/mailer';
import { employeesService } from '@paydesk/api/features/employees';
import { addAccount, removeAccount } from './account-changes';
import { toBankAccount } from './bank-account-mapper';
import {
  findContractorContact,
  findEmployeeContact,
  countUsableAccounts,
  findHolderAccount,
  listHolderAccounts,
  type Holder,
} from './bank-account-repository';
import type { PayrollFunding } from './payroll-funding';
import { canActForHolder, holderNotFound } from './policies/bank-account-policy';

/** Far enough ahead that an account still on hold counts as on file. */
const ACCOUNTS_ON_FILE_DAY = '9999-12-31';

/** The calls of `/bank-accounts`: who may act for the holder, one transaction each, then the mails. */
export function createBankAccountsService(context: AppContext, payrolls: PayrollFunding) {
  const { db } = context.database;
  const now = () => context.clock.now().toISOString();

  async function mustActFor(access: Access, holder: Holder): Promise<void> {
    if (!(await canActForHolder(access, holder))) throw holderNotFound(holder);
    if (holder.employeeId !== null) {
      const employee = await findEmployeeContact(db, holder.companyId, holder.employeeId);
      if (!employee) throw holderNotFound(holder);
    } else if (holder.contractorId) {
      const contractor = await findContractorContact(db, holder.companyId, holder.contractorId);
      if (!contractor) throw holderNotFound(holder);
    }
  }

  /** The employee or contractor adding their own account (their change is held a few days). */
  const isSelf = (access: Access, holder: Holder): boolean =>
    !access.isAdmin &&
    (holder.employeeId !== null
      ? access.caller.employeeId === holder.employeeId
      : Boolean(holder.contractorId) && access.caller.contractorId === holder.contractorId);

  /** An employee's accounts complete (or reopen) their bank step: their status follows. */
  async function settleHolder(trx: Db, holder: Holder, today: string): Promise<void> {
    if (holder.employeeId === null) return;
    const id = holder.employeeId;
    const [usable, onFile] = await Promise.all([
      countUsableAccounts(trx, [id], today),
      countUsableAccounts(trx, [id], ACCOUNTS_ON_FILE_DAY),
    ]);
    await employeesService.settleOnboarding(trx, id, today, {
      usable: usable.get(id) ?? 0,
      onFile: onFile.get(id) ?? 0,
    });
  }

  // The mails go out once the change is committed, so nobody is told of a change that failed.
  async function send(mails: Mail[]): Promise<void> {
    for (const mail of mails) await context.mailer.send(mail);
  }

  return {
    async create(access: Access, input: CreateBankAccountInput): Promise<BankAccount> {
      const holder: Holder = {
        companyId: input.companyId,
        employeeId: input.employeeId ?? null,
        contractorId: input.contractorId ?? null,
      };
      await mustActFor(access, holder);
      const at = now();
      const { companyId, employeeId, contractorId, ...account } = input;
      const written = await db.transaction().execute(async (trx) => {
        const change = await addAccount(trx, context, {
          companyId,
          employeeId: employeeId ?? null,
          contractorId: contractorId ?? null,
          actorUserId: access.caller.userId,
          addedBySelf: isSelf(access, holder),
          account,
          now: at,
        });
        await settleHolder(trx, holder, at.slice(0, 10));
        return change;
      });
      await send(written.mails);
      return toBankAccount(written.row, at.slice(0, 10));
    },

    async list(access: Access, query: BankAccountListQuery): Promise<BankAccount[]> {
      const holder: Holder = {
        companyId: query.companyId,
        employeeId: query.employeeId ?? null,
        contractorId: query.contractorId ?? null,
      };
      await mustActFor(access, holder);
      const today = now().slice(0, 10);
      return (await listHolderAccounts(db, holder)).map((row) => toBankAccount(row, today));
    },

    async remove(access: Access, holder: Holder, id: string): Promise<void> {
      await mustActFor(access, holder);
      const at = now();
      const written = await db.transaction().execute(async (trx) => {
        const row = await findHolderAccount(trx, holder, id);
        if (!row) throw notFound('bank_account.not_found', 'The bank account');
        const change = await removeAccount(trx, payrolls, {
          holder,
          row,
          actorUserId: access.caller.userId,
          now: at,
        });
        await settleHolder(trx, holder, at.slice(0, 10));
        return change;
      });
      await send(written.mails);
    },
  };
}

export type BankAccountsService = ReturnType<typeof createBankAccountsService>;
