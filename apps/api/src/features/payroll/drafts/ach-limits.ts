import { MAX_AMOUNT_CENTS } from '@paydesk/ach';
import type { FieldError, PayrollReadinessItem } from '@paydesk/contracts';
import type { DatabaseKind, Db } from '@paydesk/api/platform/db/database';
import { AppError } from '@paydesk/api/platform/errors/app-error';
import { lineEntries } from './draft-readiness';
import { computedOf, readinessOfLine } from '../lines/line-answer';
import type { ComputedLine } from '../lines/line-types';
import { directDepositTotal, type DraftLineRow, type NewDraftLine } from './draft-line-repository';

// What the ACH file can pay, as rules of the payroll: one entry's amount field has 10 digits, and
// so has the one debit of the company's funding account that balances a payroll's deposits. A
// payroll is held to both where it is made (the line, the draft, the commit), so that it never
// reaches the file generation as something the file cannot carry. A check has no such limit and
// never reaches the file: lines paid by check are not counted.

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const money = (cents: number) => usd.format(cents / 100);
const LIMIT = money(MAX_AMOUNT_CENTS);

/** Paid through the ACH file: a line stored before the method was kept was split as direct deposit. */
export const isPaidByAch = (computed: Pick<ComputedLine, 'paymentMethod'>) =>
  computed.paymentMethod !== 'check';

/**
 * A line's own limit. Its deposits are parts of its net pay, so a net pay that fits has deposits
 * that fit; one that does not fit cannot be paid however it is split, since the company's
 * balancing debit carries it whole.
 */
export function lineAmountItems(
  computed: Pick<ComputedLine, 'netPayCents' | 'paymentMethod'>,
): PayrollReadinessItem[] {
  if (!isPaidByAch(computed) || computed.netPayCents <= MAX_AMOUNT_CENTS) return [];
  return [
    {
      code: 'payroll.amount_too_large',
      path: 'netPayCents',
      message: `The net pay of ${money(computed.netPayCents)} is more than one ACH payment can carry (${LIMIT}): lower it, or pay this employee by check.`,
    },
  ];
}

/** The payroll's limit: its direct deposits are balanced by one debit of the funding account. */
export function payrollAmountItems(directDepositCents: number): PayrollReadinessItem[] {
  if (directDepositCents <= MAX_AMOUNT_CENTS) return [];
  return [
    {
      code: 'payroll.amount_too_large',
      path: 'lines',
      message: `The payroll pays ${money(directDepositCents)} by direct deposit, more than the one debit of the company's funding account can carry (${LIMIT}): pay some people by check or in another payroll.`,
    },
  ];
}

/**
 * The draft's direct deposit total as far as the limit needs it: the net pay total when that fits
 * (the deposits are part of it), else the deposits counted alone. Spares the common draft the
 * read of every line's payment method.
 */
export async function achDebitCents(
  db: Db,
  kind: DatabaseKind,
  draftId: string,
  netPayCents: number,
): Promise<number> {
  return netPayCents <= MAX_AMOUNT_CENTS ? netPayCents : directDepositTotal(db, kind, draftId);
}

type Named = Pick<NewDraftLine, 'employee_id' | 'first_name' | 'last_name'>;

const paidByAchCents = (line: Pick<NewDraftLine, 'computed' | 'excluded'>): number => {
  if (line.excluded === 1) return 0;
  const computed = computedOf(line);
  return isPaidByAch(computed) ? computed.netPayCents : 0;
};

/**
 * Refuses an update (422 `payroll.amount_too_large`, nothing saved) whose changed lines go over a
 * limit: a line's own, or the payroll's total when these lines raised it. A draft already over
 * the total (from before) can still be lowered line by line.
 */
export function assertChangesFitAch(
  changed: readonly (NewDraftLine & Named)[],
  before: ReadonlyMap<string, DraftLineRow>,
  directDepositCents: number,
): void {
  const errors: FieldError[] = changed
    .filter((line) => line.excluded !== 1)
    .flatMap((line) =>
      lineEntries(
        line,
        readinessOfLine(line).filter((item) => item.code === 'payroll.amount_too_large'),
      ),
    );
  if (errors.length === 0 && directDepositCents > MAX_AMOUNT_CENTS) {
    const raising = changed.filter((line) => {
      const previous = before.get(line.employee_id);
      return paidByAchCents(line) > (previous ? paidByAchCents(previous) : 0);
    });
    errors.push(
      ...raising.map((line) => ({
        code: 'payroll.amount_too_large',
        path: `lines.${line.employee_id}.netPayCents`,
        message: `${line.first_name} ${line.last_name}: with this change the payroll pays ${money(directDepositCents)} by direct deposit, more than the one debit of the company's funding account can carry (${LIMIT}).`,
      })),
    );
  }
  const first = errors[0];
  if (!first) return;
  throw new AppError(
    'payroll.amount_too_large',
    errors.length === 1
      ? `Not saved: ${first.message}`
      : `Not saved: ${errors.length} lines are larger than an ACH payment can carry. ${first.message}`,
    { errors },
  );
}
