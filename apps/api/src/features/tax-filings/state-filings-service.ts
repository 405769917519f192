import {
  parseFilingQuarter,
  type StateUnemploymentReport,
  type StateWithholdingSummary,
} from '@paydesk/contracts';
import { quarterBounds } from '@paydesk/engine';
import type { AppContext } from '@paydesk/api/platform/app-context';
import { decryptSecret } from '@paydesk/api/platform/crypto';
import { AppError } from '@paydesk/api/platform/errors/app-error';
import { stateFilingStubs } from './state-filing-repository';
import { stateWithholdingOf, sutaWagesOf, type SutaWages } from './state-filing-lines';
import { sutaCsv } from './suta-csv';

type StateQuery = { state: string; quarter: string };

function periodOf(quarterText: string) {
  const period = parseFilingQuarter(quarterText);
  if (!period) throw new AppError('request.invalid', 'querystring.quarter: must be 2026Q4');
  return { ...period, ...quarterBounds(period.year, period.quarter) };
}

const nameOf = ({ row }: SutaWages) => `${row.last_name}, ${row.first_name}`;

/**
 * The state returns of a quarter, computed every time from the issued stubs of the company's
 * committed payrolls: a voided payment leaves them at once.
 */
export function createStateFilingsService(context: AppContext) {
  const { db } = context.database;

  async function withholding(
    companyId: string,
    query: StateQuery,
  ): Promise<StateWithholdingSummary> {
    const { start, end } = periodOf(query.quarter);
    const rows = await stateFilingStubs(db, companyId, start, end);
    return { state: query.state, quarter: query.quarter, ...stateWithholdingOf(rows, query.state) };
  }

  async function unemploymentWages(companyId: string, query: StateQuery) {
    const { year, start, end } = periodOf(query.quarter);
    const rows = await stateFilingStubs(db, companyId, `${year}-01-01`, end);
    return sutaWagesOf(rows, query.state, year, start).sort((a, b) =>
      nameOf(a).localeCompare(nameOf(b), 'en'),
    );
  }

  const reportOf = (query: StateQuery, wages: SutaWages[]): StateUnemploymentReport => {
    const rows = wages.map((entry) => ({
      employeeId: entry.employeeId,
      name: nameOf(entry),
      ssnLast4: entry.row.legal_id_last4,
      grossWagesCents: entry.grossWagesCents,
      taxableWagesCents: entry.taxableWagesCents,
      excessWagesCents: entry.grossWagesCents - entry.taxableWagesCents,
    }));
    const total = (pick: (row: (typeof rows)[number]) => number) =>
      rows.reduce((sum, row) => sum + pick(row), 0);
    return {
      state: query.state,
      quarter: query.quarter,
      rows,
      totals: {
        employees: rows.length,
        grossWagesCents: total((row) => row.grossWagesCents),
        taxableWagesCents: total((row) => row.taxableWagesCents),
        excessWagesCents: total((row) => row.excessWagesCents),
      },
    };
  };

  /**
   * The report as CSV. The state's wage report needs each full SSN, which the company's owner
   * files: only an owner's file unseals it; anyone else (platform admins) gets the last four.
   */
  async function unemploymentCsv(companyId: string, query: StateQuery, fullSsn: boolean) {
    const wages = await unemploymentWages(companyId, query);
    const sealed = new Map(wages.map((entry) => [entry.employeeId, entry.row.legal_id_encrypted]));
    const key = context.config.encryptionKey;
    const ssnOf = (employeeId: string, last4: string | null): string => {
      const value = sealed.get(employeeId);
      if (fullSsn && value) return decryptSecret(key, value);
      return last4 === null ? '' : `XXX-XX-${last4}`;
    };
    return sutaCsv(reportOf(query, wages), ssnOf);
  }

  return {
    withholding,
    unemployment: async (companyId: string, query: StateQuery) =>
      reportOf(query, await unemploymentWages(companyId, query)),
    unemploymentCsv,
  };
}

export type StateFilingsService = ReturnType<typeof createStateFilingsService>;
