import { formatFinding, validateAch, writeAch } from '@paydesk/ach';
import type { AchFile } from '@paydesk/contracts';
import type { Access } from '@paydesk/api/http/access';
import type { AppContext } from '@paydesk/api/platform/app-context';
import { writeAuditEvents } from '@paydesk/api/platform/audit/audit-repository';
import { encryptSecret } from '@paydesk/api/platform/crypto';
import type { Db } from '@paydesk/api/platform/db/database';
import { conflict } from '@paydesk/api/platform/errors/app-error';
import { newId } from '@paydesk/api/platform/ids';
import { toAchFile } from './ach-file-answer';
import {
  countFilesCreatedOn,
  highestTraceNumber,
  insertAchFile,
  lockAchNumbering,
} from './ach-file-repository';
import { buildAchModel } from './ach-model';
import { planAchFile, type AchPlan } from './ach-plan';
import type { AchAccount, AchFilePorts } from './ach-ports';
import { findPaymentsToPay, lockPayrollsToPay } from './ach-source-repository';
import { selectPayableContractorRuns } from './contractor-selection';
import { findContractorItemsToPay, lockContractorRunsToPay } from './contractor-source-repository';
import { assertPlanFitsFile, nextFileIdModifier } from './file-limits';
import { selectPayableCompanyPayrolls } from './payroll-selection';

/** The runs a file pays, each listed by its company's PPD batch, which every run of a file has. */
const contractorRunsOf = (plan: AchPlan, fileId: string) =>
  plan.batches
    .filter((batch) => batch.standardEntryClass === 'PPD')
    .flatMap((batch) =>
      batch.contractorPaymentIds.map((runId) => ({
        contractor_payment_id: runId,
        ach_file_id: fileId,
        company_id: batch.companyId,
      })),
    );

/** Who makes a file: the caller, or the user whose request a job runs. */
export type AchActor = { caller: Pick<Access['caller'], 'userId'> };

/** How far a file's making is: the selection's payrolls and runs written so far, of all. */
export type AchProgress = (done: number, total: number) => void;

/** Audit events a statement writes: 9 values each, far below the bound-parameter limits. */
const AUDIT_EVENTS_PER_INSERT = 500;

/**
 * One audit event per batch of the file, written a few hundred a statement (a file of 5,000
 * companies is 5,000 events); progress counts the batches' payrolls and runs.
 */
async function auditFile(
  trx: Db,
  access: AchActor,
  fileId: string,
  plan: AchPlan,
  now: string,
  progress?: AchProgress,
) {
  const total = plan.batches.reduce(
    (sum, batch) => sum + batch.payrollIds.length + batch.contractorPaymentIds.length,
    0,
  );
  let done = 0;
  for (let start = 0; start < plan.batches.length; start += AUDIT_EVENTS_PER_INSERT) {
    const batches = plan.batches.slice(start, start + AUDIT_EVENTS_PER_INSERT);
    await writeAuditEvents(
      trx,
      now,
      batches.map((batch) => ({
        actorUserId: access.caller.userId,
        action: 'ach-file.generated' as const,
        entityType: 'ach_file',
        entityId: fileId,
        companyId: batch.companyId,
        details: {
          payrollIds: batch.payrollIds,
          ...(batch.contractorPaymentIds.length > 0
            ? {
                contractorPaymentIds: batch.contractorPaymentIds,
                standardEntryClass: batch.standardEntryClass,
              }
            : {}),
          credits: batch.credits.length,
          creditTotalCents: batch.creditTotalCents,
          effectiveEntryDate: batch.effectiveEntryDate,
        },
      })),
    );
    for (const batch of batches) {
      done += batch.payrollIds.length + batch.contractorPaymentIds.length;
    }
    progress?.(done, total);
  }
}

/** The caller's companies; null for every company (an administrator). */
export type Scope = string[] | null;

/**
 * Making one file: the plan of the payrolls' payments, the companies' funding accounts, and the
 * file written, checked, sealed and stored with its payrolls moved, in the caller's transaction.
 */
export function createAchFileGeneration(context: AppContext, ports: AchFilePorts) {
  const key = context.config.encryptionKey;
  const origin = context.config.achOrigin;
  const today = () => context.clock.now().toISOString().slice(0, 10);

  async function planFor(
    trx: Db,
    scope: Scope,
    payrollIds: string[],
    runIds: string[] = [],
  ): Promise<AchPlan> {
    const payrolls = await selectPayableCompanyPayrolls(trx, scope, payrollIds);
    const payments = await findPaymentsToPay(trx, context.database.kind, payrollIds);
    const runs = await selectPayableContractorRuns(trx, scope, runIds);
    const items = await findContractorItemsToPay(trx, runIds);
    const plan = planAchFile(payrolls, payments, today(), { runs, items });
    assertPlanFitsFile(plan, payrollIds, runIds);
    return plan;
  }

  /** The funding account of every company that pays someone; a missing one is a 409. */
  async function fundingOf(trx: Db, plan: AchPlan): Promise<Map<string, AchAccount>> {
    const paying = plan.batches.filter((batch) => batch.credits.length > 0);
    const found = await ports.accounts.fundingAccounts(trx, key, [
      ...new Set(paying.map((batch) => batch.companyId)),
    ]);
    const accounts = new Map<string, AchAccount>();
    for (const batch of paying) {
      const account = found.get(batch.companyId);
      if (!account) {
        const what =
          batch.payrollIds.length > 0
            ? `payroll ${batch.payrollIds.join(', ')}`
            : `contractor payment ${batch.contractorPaymentIds.join(', ')}`;
        throw conflict(
          'ach_file.funding_missing',
          `${batch.companyName} has no active funding account to debit for ${what}: add one first.`,
        );
      }
      accounts.set(batch.companyId, account);
    }
    return accounts;
  }

  /** Writes, checks with the strict validator (balanced), seals and stores one file. */
  async function generateIn(
    trx: Db,
    access: AchActor,
    scope: Scope,
    payrollIds: string[],
    runIds: string[] = [],
    progress?: AchProgress,
  ): Promise<AchFile> {
    // Before any read: two files made at once must not take the same trace numbers, nor both
    // take a payroll or a contractor run (the later one then reads it as in a file, a 409).
    await lockAchNumbering(trx, context.database.kind);
    await lockPayrollsToPay(trx, context.database.kind, payrollIds);
    await lockContractorRunsToPay(trx, context.database.kind, runIds);
    const plan = await planFor(trx, scope, payrollIds, runIds);
    if (!plan.batches.some((batch) => batch.credits.length > 0)) {
      throw conflict(
        'ach_file.no_entries',
        runIds.length === 0
          ? 'Nobody in these payrolls is paid by direct deposit: there is nothing to put in an ACH file.'
          : 'Nobody in these payrolls and contractor payments is paid by direct deposit: there is nothing to put in an ACH file.',
      );
    }
    const funding = await fundingOf(trx, plan);
    const accountIds = new Set(
      plan.batches.flatMap((batch) => batch.credits.map((credit) => credit.bankAccountId)),
    );
    const deposits = await ports.accounts.depositAccounts(trx, key, [...accountIds]);
    const now = context.clock.now().toISOString();
    const fileId = newId();
    const highest = await highestTraceNumber(trx, origin.odfiRouting.slice(0, 8));
    const { file, entries } = buildAchModel({
      fileId,
      plan,
      origin,
      createdAt: now,
      fileIdModifier: nextFileIdModifier(await countFilesCreatedOn(trx, now.slice(0, 10)), now),
      previousSequence: highest === undefined ? 0 : Number(highest.slice(8)),
      deposits,
      funding,
    });
    const text = writeAch(file);
    const report = validateAch(text, { requireBalanced: true });
    if (!report.valid) {
      // Never stored: the bank would refuse it. A server fault, not the caller's.
      const first = report.findings.find((finding) => finding.severity === 'error');
      throw new Error(
        `The ACH file failed the strict validator: ${first ? formatFinding(first) : 'no detail'}`,
      );
    }
    const credit = entries
      .filter((entry) => entry.kind === 'credit')
      .reduce((sum, entry) => sum + Number(entry.amount_cents), 0);
    const row = {
      id: fileId,
      created_at: now,
      created_by_user_id: access.caller.userId,
      effective_entry_date: plan.effectiveEntryDate,
      file_id_modifier: file.fileIdModifier,
      entry_count: entries.length,
      total_credit_cents: credit,
      total_debit_cents: credit,
      content_encrypted: encryptSecret(key, text),
    };
    await insertAchFile(
      trx,
      row,
      plan.batches.flatMap((batch) =>
        batch.payrollIds.map((payrollId) => ({
          payroll_id: payrollId,
          ach_file_id: fileId,
          company_id: batch.companyId,
        })),
      ),
      entries,
      contractorRunsOf(plan, fileId),
    );
    const moved =
      payrollIds.length === 0
        ? 0
        : await ports.payrolls.moveToProcessing(trx, payrollIds, fileId, now);
    if (moved !== payrollIds.length) {
      throw conflict(
        'ach_file.payroll_in_file',
        'One of the payrolls was changed or paid by another file in the meantime. Reload and try again.',
      );
    }
    const movedRuns =
      runIds.length === 0 ? 0 : await ports.contractors.moveToProcessing(trx, runIds, fileId, now);
    if (movedRuns !== runIds.length) {
      throw conflict(
        'ach_file.contractor_payment_in_file',
        'One of the contractor payments was voided or paid by another file in the meantime. Reload and try again.',
      );
    }
    await auditFile(trx, access, fileId, plan, now, progress);
    return toAchFile(row, payrollIds, runIds);
  }

  return { planFor, fundingOf, generateIn };
}

export type AchFileGeneration = ReturnType<typeof createAchFileGeneration>;
