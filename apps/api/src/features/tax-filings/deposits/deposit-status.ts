import type { TaxDepositStatus } from '@paydesk/contracts';
import { addIrsBusinessDays } from '@paydesk/engine';

/** How many IRS business days before its due date a deposit shows as due. */
export const DUE_WINDOW_BUSINESS_DAYS = 3;

/**
 * Where a deposit stands on `today`: recorded once paid; overdue after its due date; due on it
 * and from the third IRS business day before it (EFTPS wants a payment scheduled by 8 p.m.
 * Eastern the business day before, so three days leave room to act); upcoming before that.
 */
export function depositStatusOn(dueDate: string, today: string, paid: boolean): TaxDepositStatus {
  if (paid) return 'recorded';
  if (today > dueDate) return 'overdue';
  return addIrsBusinessDays(today, DUE_WINDOW_BUSINESS_DAYS) >= dueDate ? 'due' : 'upcoming';
}
