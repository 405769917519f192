import { formatFinding, readReturnFile } from '@paydesk/ach';
import type { AchReturnsResult } from '@paydesk/contracts';
import { companyStatusService } from '@paydesk/api/features/companies';
import type { Access } from '@paydesk/api/http/access';
import type { AppContext } from '@paydesk/api/platform/app-context';
import type { Db } from '@paydesk/api/platform/db/database';
import { writeAuditEvent } from '@paydesk/api/platform/audit/audit-repository';
import { AppError } from '@paydesk/api/platform/errors/app-error';
import type { Mail } from '@paydesk/api/platform/mail/mailer';
import { findEntriesByTrace, findReturnedPayments } from './ach-file-repository';
import type { AchSettlement, ContractorSettlement } from './ach-ports';
import { createContractorReturns } from './contractor-returns';
import { returnedPaymentMails, type ReturnedPayment } from './return-mail';

/** Findings a 400 lists at most; the rest are counted. */
const FINDINGS_SHOWN = 5;

/**
 * Imports a bank's return file: each return is matched by the original trace number to a stored
 * credit, and its payment fails with the return code (an audit event each, one mail per company
 * to its owners). A trace nobody paid, a debit, or a payment that already failed is reported as
 * unmatched and changes nothing, so importing the same file again changes nothing. Notifications
 * of change are reported, never applied. An owner matches only their companies' entries.
 */
export function createReturnsService(
  context: AppContext,
  payrolls: AchSettlement,
  contractors: ContractorSettlement,
) {
  const { db } = context.database;
  const contractorReturns = createContractorReturns(context, contractors);

  return {
    async importReturns(access: Access, text: string): Promise<AchReturnsResult> {
      const read = readReturnFile(text);
      const errors = read.findings.filter((finding) => finding.severity === 'error');
      if (errors.length > 0) {
        const shown = errors.slice(0, FINDINGS_SHOWN).map(formatFinding);
        const more =
          errors.length > FINDINGS_SHOWN ? ` (and ${errors.length - FINDINGS_SHOWN} more)` : '';
        throw new AppError(
          'ach_file.return_file_invalid',
          `The return file cannot be read: ${shown.join('; ')}${more}.`,
        );
      }
      const traces = [
        ...read.returns.map((entry) => entry.originalTraceNumber),
        ...read.notificationsOfChange.map((noc) => noc.originalTraceNumber),
      ];
      const now = context.clock.now().toISOString();
      const companyIds = await access.companyFilter();
      const result = await db.transaction().execute(async (trx) => {
        const entries = new Map(
          (await findEntriesByTrace(trx, traces, companyIds)).map((row) => [row.trace_number, row]),
        );
        const matched: AchReturnsResult['matched'] = [];
        const unmatched: AchReturnsResult['unmatched'] = [];
        const returned = new Map<string, { returnCode: string; reason: string }>();
        const contractorMatched = await contractorReturns.fail(trx, access, read.returns, entries);
        for (const entry of read.returns) {
          const stored = entries.get(entry.originalTraceNumber);
          if (stored?.contractor_payment_item_id) continue;
          const payStubId = stored?.pay_stub_id ?? null;
          if (
            !stored ||
            payStubId === null ||
            !(await payrolls.failPayment(trx, payStubId, entry.returnCode))
          ) {
            unmatched.push({
              traceNumber: entry.originalTraceNumber,
              returnCode: entry.returnCode,
            });
            continue;
          }
          matched.push({ payStubId, returnCode: entry.returnCode, reason: entry.reason });
          returned.set(payStubId, { returnCode: entry.returnCode, reason: entry.reason });
          await writeAuditEvent(trx, now, {
            actorUserId: access.caller.userId,
            action: 'pay-stub.payment-returned',
            entityType: 'pay_stub',
            entityId: payStubId,
            companyId: stored.company_id,
            details: {
              traceNumber: entry.originalTraceNumber,
              returnCode: entry.returnCode,
              achFileId: stored.ach_file_id,
              payrollId: stored.payroll_id,
            },
          });
        }
        const notificationsOfChange = read.notificationsOfChange.map((noc) => ({
          traceNumber: noc.originalTraceNumber,
          changeCode: noc.changeCode,
          correctedData: noc.correctedData,
          payStubId: entries.get(noc.originalTraceNumber)?.pay_stub_id ?? null,
        }));
        unmatched.push(...contractorMatched.unmatched);
        const mails = [
          ...(await ownerMails(trx, returned)),
          ...(await contractorReturns.ownerMails(trx, contractorMatched.matched)),
        ];
        const answer = { matched, unmatched, notificationsOfChange };
        return {
          answer:
            contractorMatched.matched.length > 0
              ? { ...answer, contractorMatched: contractorMatched.matched }
              : answer,
          mails,
        };
      });
      // Told once the change is committed, so nobody hears of a change that failed.
      for (const mail of result.mails) await context.mailer.send(mail);
      return result.answer;
    },
  };

  async function ownerMails(
    trx: Db,
    returned: Map<string, { returnCode: string; reason: string }>,
  ): Promise<Mail[]> {
    const byCompany = new Map<string, { name: string; payments: ReturnedPayment[] }>();
    for (const stub of await findReturnedPayments(trx, [...returned.keys()])) {
      const code = returned.get(stub.id);
      if (!code) continue;
      const company = byCompany.get(stub.company_id) ?? { name: stub.company_name, payments: [] };
      company.payments.push({
        firstName: stub.first_name,
        lastName: stub.last_name,
        payDate: stub.pay_date,
        ...code,
      });
      byCompany.set(stub.company_id, company);
    }
    const mails: Mail[] = [];
    for (const [companyId, company] of byCompany) {
      const owners = await companyStatusService.ownerEmails(trx, companyId);
      mails.push(...returnedPaymentMails(owners, company.name, company.payments));
    }
    return mails;
  }
}

export type ReturnsService = ReturnType<typeof createReturnsService>;
