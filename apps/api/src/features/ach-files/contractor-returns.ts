import type { AchReturnsResult } from '@paydesk/contracts';
import { companyStatusService } from '@paydesk/api/features/companies';
import type { Access } from '@paydesk/api/http/access';
import type { AppContext } from '@paydesk/api/platform/app-context';
import { writeAuditEvent } from '@paydesk/api/platform/audit/audit-repository';
import type { Db } from '@paydesk/api/platform/db/database';
import type { Mail } from '@paydesk/api/platform/mail/mailer';
import { findReturnedContractorItems } from './ach-file-repository';
import type { ContractorSettlement } from './ach-ports';
import { returnedPaymentMails } from './return-mail';

type Returned = { originalTraceNumber: string; returnCode: string; reason: string };
type StoredEntry = {
  ach_file_id: string;
  company_id: string;
  contractor_payment_item_id: string | null;
};
type Matched = NonNullable<AchReturnsResult['contractorMatched']>;

/**
 * The returns of contractor credits: each fails its payment line with the return code (an audit
 * event each); a line already failed or voided is unmatched and changes nothing, as for payrolls.
 */
export function createContractorReturns(context: AppContext, contractors: ContractorSettlement) {
  return {
    async fail(
      trx: Db,
      access: Access,
      returns: readonly Returned[],
      entries: ReadonlyMap<string, StoredEntry>,
    ): Promise<{ matched: Matched; unmatched: AchReturnsResult['unmatched'] }> {
      const now = context.clock.now().toISOString();
      const failed: { itemId: string; entry: Returned; stored: StoredEntry }[] = [];
      const unmatched: AchReturnsResult['unmatched'] = [];
      for (const entry of returns) {
        const stored = entries.get(entry.originalTraceNumber);
        const itemId = stored?.contractor_payment_item_id;
        if (!stored || !itemId) continue;
        if (!(await contractors.failItem(trx, itemId, entry.returnCode))) {
          unmatched.push({ traceNumber: entry.originalTraceNumber, returnCode: entry.returnCode });
          continue;
        }
        failed.push({ itemId, entry, stored });
      }
      const items = new Map(
        (
          await findReturnedContractorItems(
            trx,
            failed.map((row) => row.itemId),
          )
        ).map((row) => [row.id, row]),
      );
      const matched: Matched = [];
      for (const { itemId, entry, stored } of failed) {
        const item = items.get(itemId);
        if (!item) continue;
        matched.push({
          contractorPaymentId: item.contractor_payment_id,
          contractorPaymentItemId: itemId,
          contractorId: item.contractor_id,
          returnCode: entry.returnCode,
          reason: entry.reason,
        });
        await writeAuditEvent(trx, now, {
          actorUserId: access.caller.userId,
          action: 'contractor-payment.payment-returned',
          entityType: 'contractor_payment',
          entityId: item.contractor_payment_id,
          companyId: stored.company_id,
          details: {
            itemId,
            contractorId: item.contractor_id,
            traceNumber: entry.originalTraceNumber,
            returnCode: entry.returnCode,
            achFileId: stored.ach_file_id,
          },
        });
      }
      return { matched, unmatched };
    },

    /** One mail per company to its owners, naming the contractors whose deposit came back. */
    async ownerMails(trx: Db, matched: Matched): Promise<Mail[]> {
      if (matched.length === 0) return [];
      const rows = await findReturnedContractorItems(
        trx,
        matched.map((row) => row.contractorPaymentItemId),
      );
      const codes = new Map(matched.map((row) => [row.contractorPaymentItemId, row]));
      const byCompany = new Map<string, { name: string; rows: typeof rows }>();
      for (const row of rows) {
        const company = byCompany.get(row.company_id) ?? { name: row.company_name, rows: [] };
        company.rows.push(row);
        byCompany.set(row.company_id, company);
      }
      const mails: Mail[] = [];
      for (const [companyId, company] of byCompany) {
        const owners = await companyStatusService.ownerEmails(trx, companyId);
        mails.push(
          ...returnedPaymentMails(
            owners,
            company.name,
            company.rows.map((row) => ({
              firstName: row.contractor_name,
              lastName: '(contractor)',
              payDate: row.pay_date,
              returnCode: codes.get(row.id)?.returnCode ?? '',
              reason: codes.get(row.id)?.reason ?? '',
            })),
          ),
        );
      }
      return mails;
    },
  };
}
