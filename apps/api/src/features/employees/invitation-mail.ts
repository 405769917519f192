import type { ReaderLanguage } from '@paydesk/contracts';
import type { Mail } from '@paydesk/api/platform/mail/mailer';

export type InvitedEmployee = {
  firstName: string;
  /** The employer's name; null when the company has none on file. */
  companyName: string | null;
  /** The single-use link to the set-password page, written as is in every language. */
  link: string;
  /** How long the link works. */
  days: number;
};

/** A name before Chinese text: a space after Latin letters or digits, none after Chinese ones. */
const beforeHan = (name: string): string => (/\p{Script=Han}$/u.test(name) ? name : `${name} `);

type Texts = {
  /** Who invites when the company's name is unknown. */
  employer: string;
  subject: (company: string) => string;
  greeting: (firstName: string) => string;
  choose: (company: string, days: number) => string;
  once: string;
};

/** The employee's invitation in each language the product speaks. */
const texts: Record<ReaderLanguage, Texts> = {
  en: {
    employer: 'Your employer',
    subject: (company) => `${company} invites you to Paydesk`,
    greeting: (firstName) => `Hello ${firstName},`,
    choose: (company, days) =>
      `${company} runs its payroll with Paydesk. Choose your password within ${days} days with this link, then complete your details so you can be paid:`,
    once: 'The link works once. If it has expired, ask your employer to send a new one.',
  },
  fr: {
    employer: 'Votre employeur',
    subject: (company) => `${company} vous invite sur Paydesk`,
    greeting: (firstName) => `Bonjour ${firstName},`,
    choose: (company, days) =>
      `${company} gère sa paie avec Paydesk. Choisissez votre mot de passe dans les ${days} jours avec ce lien, puis complétez vos informations pour pouvoir recevoir votre salaire :`,
    once: 'Le lien ne fonctionne qu’une fois. S’il a expiré, demandez à votre employeur de vous en envoyer un nouveau.',
  },
  ro: {
    employer: 'Angajatorul dumneavoastră',
    subject: (company) => `${company} vă invită în Paydesk`,
    greeting: (firstName) => `Bună ziua, ${firstName},`,
    choose: (company, days) =>
      `${company} își gestionează salarizarea cu Paydesk. Alegeți-vă parola în următoarele ${days} zile folosind acest link, apoi completați-vă datele pentru a vă putea primi salariul:`,
    once: 'Linkul funcționează o singură dată. Dacă a expirat, cereți angajatorului să vă trimită unul nou.',
  },
  zh: {
    employer: '您的雇主',
    subject: (company) => `${beforeHan(company)}邀请您使用 Paydesk`,
    greeting: (firstName) => `${firstName}，您好：`,
    choose: (company, days) =>
      `${beforeHan(company)}使用 Paydesk 发放工资。请在 ${days} 天内通过此链接设置密码，然后填写您的资料，以便领取工资：`,
    once: '此链接只能使用一次。如果链接已过期，请让您的雇主重新发送。',
  },
};

/**
 * The mail inviting a new employee to choose a password, in the language of the owner who sends
 * it (the employee's own is not known before they sign in).
 */
export function employeeInvitationMail(
  to: string,
  language: ReaderLanguage,
  invitation: InvitedEmployee,
): Mail {
  const t = texts[language];
  const company = invitation.companyName ?? t.employer;
  const lines = [
    t.greeting(invitation.firstName),
    '',
    t.choose(company, invitation.days),
    invitation.link,
    '',
    t.once,
  ];
  return { to, subject: t.subject(company), text: lines.join('\n') };
}
