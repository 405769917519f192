import type { Mail } from './mailer';

/** Who is invited, to which company, with which link: the same for an employee and a contractor. */
export type Invitation = {
  /** The invitee's first name, or a business's display name. */
  name: string;
  /** The inviting company's name; null when it has none on file. */
  companyName: string | null;
  /** The single-use link to the set-password page, written as is in every language. */
  link: string;
  /** How long the link works. */
  days: number;
};

/** One language's texts of an invitation; each kind of invitee words its own. */
export type InvitationTexts = {
  /** Who invites when the company's name is unknown ("your employer", "your client"). */
  inviter: string;
  subject: (company: string) => string;
  greeting: (name: string) => string;
  choose: (company: string, days: number) => string;
  once: string;
};

/** A name before Chinese text: a space after Latin letters or digits, none after Chinese ones. */
export const beforeHan = (name: string): string =>
  /\p{Script=Han}$/u.test(name) ? name : `${name} `;

/** The invitation mail: greeting, what to do with the link, the link alone on its line, its limit. */
export function invitationMail(to: string, t: InvitationTexts, invitation: Invitation): Mail {
  const company = invitation.companyName ?? t.inviter;
  const lines = [
    t.greeting(invitation.name),
    '',
    t.choose(company, invitation.days),
    invitation.link,
    '',
    t.once,
  ];
  return { to, subject: t.subject(company), text: lines.join('\n') };
}
