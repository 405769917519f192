import type { Mail } from '@paydesk/api/platform/mail/mailer';

export type DepositChange = {
  kind: 'added' | 'removed';
  holder: 'company' | 'employee';
  last4: string;
  bankName: string;
  /** ISO instant of the change. */
  at: string;
  /** The date an account added by its holder is first used for payroll, when later than today. */
  usableFrom: string | null;
  /** The last four of a funding account that the new one replaced. */
  replacedLast4: string | null;
};

const instantText = (iso: string): string => `${iso.slice(0, 10)} at ${iso.slice(11, 16)} UTC`;

/**
 * The notice of a changed deposit account, sent to its holder (the employee, or the company's
 * owners) so that a change they did not make — payroll diversion through a stolen sign-in — is
 * seen before money moves. It names the last four digits only.
 */
export function depositChangeMails(recipients: readonly string[], change: DepositChange): Mail[] {
  const what = change.holder === 'company' ? 'funding account' : 'direct deposit account';
  const subject =
    change.holder === 'company'
      ? 'Your company’s funding account changed'
      : 'Your direct deposit details changed';
  const lines = [
    change.kind === 'added'
      ? `A ${what} ending in ${change.last4} (${change.bankName}) was added on ${instantText(change.at)}.`
      : `The ${what} ending in ${change.last4} (${change.bankName}) was deleted on ${instantText(change.at)}.`,
    ...(change.replacedLast4
      ? [
          `It replaces the funding account ending in ${change.replacedLast4}, which is no longer debited.`,
        ]
      : []),
    ...(change.usableFrom
      ? [
          `Payroll starts paying into it on ${change.usableFrom}; until then the earlier accounts are paid.`,
        ]
      : []),
    '',
    'If you did not make this change, tell your employer or Paydesk support at once.',
  ];
  return recipients.map((to) => ({ to, subject, text: lines.join('\n') }));
}
