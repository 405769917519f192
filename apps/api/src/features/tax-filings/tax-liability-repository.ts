import { sql, type RawBuilder } from 'kysely';
import type { Database } from '@paydesk/api/platform/db/database';

/** Which side of the stub a tax line is on: withheld from the employee, or the employer's own. */
export type TaxSide = 'employee' | 'employer';

/** The tax lines of one payroll added up by side, code and jurisdiction. */
export type TaxLineTotal = {
  payrollId: string;
  payDate: string;
  side: TaxSide;
  code: string;
  /**
   * The line's state; for a line stored before jurisdictions were kept, the employee's work
   * state (then the only state a paycheck had).
   */
  state: string | null;
  localId: string | null;
  cents: number;
};

type Row = {
  payroll_id: string;
  pay_date: string;
  side: string;
  code: string | null;
  state: string | null;
  local_id: string | null;
  cents: number | string | null;
};

/**
 * The stub's tax lines as rows `(side, value)`: SQLite walks a JSON array with `json_each`,
 * PostgreSQL with `json_array_elements`, each over both sections of `details`.
 */
const taxLinesOf = (kind: Database['kind']): RawBuilder<unknown> =>
  kind === 'postgres'
    ? sql`cross join (values ('employeeTaxes'), ('employerTaxes')) as sides(side)
          cross join lateral json_array_elements(cast(s.details as json) -> sides.side) as t(value)`
    : sql`cross join (select 'employeeTaxes' as side union all select 'employerTaxes') as sides
          cross join json_each(s.details, '$.' || sides.side) as t`;

/** One member of a line, as text; `path` is a fixed list of plain keys. */
const member = (kind: Database['kind'], ...path: string[]): RawBuilder<string | null> =>
  kind === 'postgres'
    ? sql`(t.value #>> ${sql.lit(`{${path.join(',')}}`)})`
    : sql`json_extract(t.value, ${sql.lit(`$.${path.join('.')}`)})`;

const hasNoJurisdiction = (kind: Database['kind']): RawBuilder<boolean> =>
  kind === 'postgres'
    ? sql`(t.value -> 'jurisdiction') is null`
    : sql`json_extract(t.value, '$.jurisdiction') is null`;

/**
 * The tax lines of the company's committed payrolls paid from `from` to `to` (both inclusive),
 * added up per payroll, side, code, state and locality, from the issued stubs only: a voided
 * payment and a cancelled payroll owe nothing. One statement reads the whole range and the
 * database adds the lines up, so what crosses the connection is a few rows per payroll, not its
 * stubs.
 */
export async function taxLineTotals(
  database: Database,
  companyId: string,
  from: string,
  to: string,
): Promise<TaxLineTotal[]> {
  const { kind, db } = database;
  const code = member(kind, 'code');
  const state = sql<string | null>`case when ${hasNoJurisdiction(kind)} then e.work_state
    else ${member(kind, 'jurisdiction', 'state')} end`;
  const localId = member(kind, 'jurisdiction', 'localId');
  const amount =
    kind === 'postgres'
      ? sql`cast(${member(kind, 'amountCents')} as bigint)`
      : sql`json_extract(t.value, '$.amountCents')`;
  const result = await sql<Row>`
    select p.id as payroll_id, p.pay_date as pay_date, sides.side as side,
      ${code} as code, ${state} as state, ${localId} as local_id,
      cast(sum(${amount}) as bigint) as cents
    from payrolls p
    inner join pay_stubs s on s.payroll_id = p.id
    left join employees e on e.id = s.employee_id
    ${taxLinesOf(kind)}
    where p.company_id = ${companyId}
      and p.pay_date >= ${from} and p.pay_date <= ${to}
      and p.status <> 'cancelled'
      and s.status = 'issued'
    group by p.id, p.pay_date, sides.side, ${code}, ${state}, ${localId}
  `.execute(db);
  return result.rows.map((row) => ({
    payrollId: row.payroll_id,
    payDate: row.pay_date,
    side: row.side === 'employerTaxes' ? 'employer' : 'employee',
    code: row.code ?? '',
    state: row.state,
    localId: row.local_id,
    cents: Number(row.cents ?? 0),
  }));
}
