import type { Mail } from '@paydesk/api/platform/mail/mailer';

export type ReturnedPayment = {
  firstName: string;
  lastName: string;
  payDate: string;
  returnCode: string;
  reason: string;
};

/**
 * Tells a company's owners which direct deposits the bank returned, so that they pay those people
 * another way and fix the account. It names people and codes, never an account number.
 */
export function returnedPaymentMails(
  recipients: readonly string[],
  companyName: string,
  payments: readonly ReturnedPayment[],
): Mail[] {
  const subject =
    payments.length === 1
      ? `A direct deposit of ${companyName} was returned by the bank`
      : `${payments.length} direct deposits of ${companyName} were returned by the bank`;
  const text = [
    `The bank returned these payroll deposits of ${companyName}; the money did not reach them:`,
    '',
    ...payments.map(
      (p) => `- ${p.firstName} ${p.lastName}, paid ${p.payDate}: ${p.returnCode} ${p.reason}`,
    ),
    '',
    'Pay them another way, and ask them to check their deposit account before the next payroll.',
  ].join('\n');
  return recipients.map((to) => ({ to, subject, text }));
}
