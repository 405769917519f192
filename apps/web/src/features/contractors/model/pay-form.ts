import {
  createContractorPaymentRequestSchema,
  type CreateContractorPaymentRequest,
  type FieldError,
} from '@paydesk/contracts';
import { addBusinessDays, DEFAULT_ACH_LEAD_DAYS, isBusinessDay } from '@paydesk/engine/calendar';
import type * as z from 'zod/mini';

/** One contractor's line as typed: amounts in cents once the money fields read them. */
export type PayLineValues = {
  contractorId: string;
  amountCents: number | null;
  reimbursementCents: number | null;
  memo: string;
};

export type PayFormValues = { payDate: string | null; lines: PayLineValues[] };

export const emptyPayLine = (contractorId = ''): PayLineValues => ({
  contractorId,
  amountCents: null,
  reimbursementCents: null,
  memo: '',
});

/** Today in the person's own time zone, as YYYY-MM-DD. */
export function localToday(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/**
 * The first pay date a direct deposit sent today can meet: the ACH lead time in business days
 * (the off-cycle form asks the same of its pay date).
 */
export const firstPayDate = (today: string): string =>
  addBusinessDays(today, DEFAULT_ACH_LEAD_DAYS);

export const emptyPayForm = (today: string, contractorId = ''): PayFormValues => ({
  payDate: firstPayDate(today),
  lines: [emptyPayLine(contractorId)],
});

/** The request the form describes, as the contract reads it. */
export const payRequestOf = (values: PayFormValues) => ({
  payDate: values.payDate ?? undefined,
  items: values.lines.map((line) => ({
    contractorId: line.contractorId,
    amountCents: line.amountCents ?? undefined,
    ...(line.reimbursementCents === null ? {} : { reimbursementCents: line.reimbursementCents }),
    ...(line.memo.trim() === '' ? {} : { memo: line.memo }),
  })),
});

type Issue = Pick<z.core.$ZodIssue, 'path' | 'message' | 'code'>;

/** A contract path (`items.0.amountCents`) as the form's field (`lines.0.amountCents`). */
export function formPathOf(path: readonly PropertyKey[]): PropertyKey[] {
  const [first, ...rest] = path;
  if (first === 'items') return rest.length === 0 ? ['lines'] : ['lines', ...rest];
  return [first ?? 'root', ...rest];
}

/** The form's problems by the contract's rules (the API applies the same), and the bank's days. */
export function payFormIssues(values: PayFormValues): Issue[] {
  const issues: Issue[] = [];
  // The bank settles nothing on a weekend or a Federal Reserve holiday; the API refuses such a
  // date too, and says so here before a round trip.
  if (values.payDate && /^\d{4}-\d{2}-\d{2}$/.test(values.payDate)) {
    if (!isBusinessDay(values.payDate)) {
      issues.push({
        path: ['payDate'],
        message: 'contractors.validation.payDateClosed',
        code: 'custom',
      } as Issue);
    }
  }
  const parsed = createContractorPaymentRequestSchema.safeParse(payRequestOf(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      issues.push({ ...issue, path: formPathOf(issue.path) } as Issue);
    }
  }
  return issues;
}

export const parsedPayRequest = (values: PayFormValues): CreateContractorPaymentRequest =>
  createContractorPaymentRequestSchema.parse(payRequestOf(values));

/** A server field path (`body.items.1.amountCents`) as the form's field, when it has one. */
export function formFieldOfServerPath(item: Pick<FieldError, 'path'>): string | null {
  const path = item.path.replace(/^body\./, '').split('.');
  const field = formPathOf(path).join('.');
  return /^(payDate|lines(\.\d+\.(contractorId|amountCents|reimbursementCents|memo))?)$/.test(field)
    ? field
    : null;
}
