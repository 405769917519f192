import type { Payroll, PatchPayrollRequest, PayrollListQuery } from '@paydesk/contracts';
import type { Access } from '@paydesk/api/http/access';
import type { AppContext } from '@paydesk/api/platform/app-context';
import { writeAuditEvent } from '@paydesk/api/platform/audit/audit-repository';
import { AppError, conflict, notFound } from '@paydesk/api/platform/errors/app-error';
import { keysetPage, type PageRequest } from '@paydesk/api/platform/pagination/keyset-page';
import { checkPayDate, checkSameTaxYear } from '../drafts/pay-date-rules';
import { toPayrollAnswer, toPayrollListItem } from './payroll-answer';
import { countPayrolls, listPayrolls, type PayrollFilter } from './payroll-list-repository';
import { mustFindPayroll } from './payroll-lookup';
import { patchPayrollAtVersion } from './payroll-repository';
import { movePayStubsTo, paymentsOf, voidPayStubsOf } from './pay-stub-repository';
import type { TimeOffLedger } from '../ports/time-off-ledger';
import type { LinePorts } from '../lines/line-builder';
import { createPayDateMove } from './pay-date-move';

/** Committed payrolls: read, list, cancel or change while approved. */
export function createPayrollsService(
  context: AppContext,
  ports: LinePorts & { timeOff: TimeOffLedger },
) {
  const { db } = context.database;
  const { timeOff } = ports;
  const moveStubs = createPayDateMove(context, ports);
  const today = () => context.clock.now().toISOString().slice(0, 10);

  const mustFind = (companyId: string, id: string) => mustFindPayroll(db, companyId, id);

  async function get(companyId: string, id: string): Promise<Payroll> {
    const row = await mustFind(companyId, id);
    return toPayrollAnswer(row, await paymentsOf(db, id), today());
  }

  return {
    get,

    /** A page of payrolls, newest pay date first, within the companies the caller may see. */
    async page(access: Access, query: PayrollListQuery, request: PageRequest) {
      let companyIds = await access.companyFilter();
      if (query.companyId) {
        if (!(await access.canManageCompany(query.companyId))) {
          throw notFound('company.not_found', 'The company');
        }
        companyIds = [query.companyId];
      }
      const filter: PayrollFilter = {
        companyIds,
        status: query.status,
        employeeId: query.employeeId,
        today: today(),
      };
      const page = await keysetPage({
        request,
        fetch: (args) => listPayrolls(db, filter, args),
        count: () => countPayrolls(db, filter),
        keyOf: (row) => [row.pay_date, row.id],
      });
      return { ...page, items: page.items.map((row) => toPayrollListItem(row, filter.today)) };
    },

    async patch(access: Access, companyId: string, id: string, patch: PatchPayrollRequest) {
      const row = await mustFind(companyId, id);
      if (row.status !== 'approved') {
        throw conflict(
          'payroll.not_approved',
          `The payroll is ${row.status}: only an approved payroll can be changed.`,
        );
      }
      if (patch.payDate !== undefined && patch.payDate < today()) {
        throw new AppError('request.invalid', `The pay date ${patch.payDate} has passed.`, {
          path: 'payDate',
          fieldMessage: 'must not be in the past',
        });
      }
      // Another year is refused before the calendar's rules: it stays refused once that year's
      // figures are published.
      if (patch.payDate !== undefined) checkSameTaxYear(row.pay_date, patch.payDate);
      if (patch.payDate !== undefined) checkPayDate(patch.payDate, 'payDate');
      const moves = patch.payDate !== undefined && patch.payDate !== row.pay_date;
      const now = context.clock.now().toISOString();
      await db.transaction().execute(async (trx) => {
        const written = await patchPayrollAtVersion(trx, id, patch.version, {
          ...(patch.status ? { status: patch.status } : {}),
          ...(patch.payDate !== undefined ? { pay_date: patch.payDate } : {}),
          ...(patch.memo !== undefined ? { memo: patch.memo } : {}),
          updated_at: now,
        });
        if (!written) {
          throw conflict(
            'payroll.version_stale',
            'Someone else changed this payroll in the meantime. Reload it and try again.',
          );
        }
        if (patch.status === 'cancelled') await voidPayStubsOf(trx, id);
        if (patch.status === 'cancelled') await timeOff.reversePayroll(trx, id, now, false);
        if (moves && patch.payDate !== undefined) {
          // After the version write: a concurrent ACH file or edit has either committed (and the
          // write found no approved row) or waits for this transaction.
          await moveStubs(trx, row, patch.payDate);
          await timeOff.movePayroll(trx, id, patch.payDate);
        }
        if (patch.payDate !== undefined) await movePayStubsTo(trx, id, patch.payDate);
        await writeAuditEvent(trx, now, {
          actorUserId: access.caller.userId,
          action: patch.status === 'cancelled' ? 'payroll.cancelled' : 'payroll.updated',
          entityType: 'payroll',
          entityId: id,
          companyId,
          details: {
            fields: Object.keys(patch).filter((key) => key !== 'version'),
            ...(patch.payDate !== undefined ? { from: row.pay_date, to: patch.payDate } : {}),
          },
        });
      });
      return get(companyId, id);
    },
  };
}

export type PayrollsService = ReturnType<typeof createPayrollsService>;
