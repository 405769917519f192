import type { ReaderLanguage } from '@paydesk/contracts';
import type { Mail } from '@paydesk/api/platform/mail/mailer';
import {
  beforeHan,
  invitationMail,
  type Invitation,
  type InvitationTexts,
} from '@paydesk/api/platform/mail/invitation-mail';

export type InvitedEmployee = Omit<Invitation, 'name'> & { firstName: string };

/** The employee's invitation in each language the product speaks. */
const texts: Record<ReaderLanguage, InvitationTexts> = {
  en: {
    inviter: 'Your employer',
    subject: (company) => `${company} invites you to Paydesk`,
    greeting: (firstName) => `Hello ${firstName},`,
    choose: (company, days) =>
      `${company} runs its payroll with Paydesk. Choose your password within ${days} days with this link, then complete your details so you can be paid:`,
    once: 'The link works once. If it has expired, ask your employer to send a new one.',
  },
  fr: {
    inviter: 'Votre employeur',
    subject: (company) => `${company} vous invite sur Paydesk`,
    greeting: (firstName) => `Bonjour ${firstName},`,
    choose: (company, days) =>
      `${company} gère sa paie avec Paydesk. Choisissez votre mot de passe dans les ${days} jours avec ce lien, puis complétez vos informations pour pouvoir recevoir votre salaire :`,
    once: 'Le lien ne fonctionne qu’une fois. S’il a expiré, demandez à votre employeur de vous en envoyer un nouveau.',
  },
  ro: {
    inviter: 'Angajatorul dumneavoastră',
    subject: (company) => `${company} vă invită în Paydesk`,
    greeting: (firstName) => `Bună ziua, ${firstName},`,
    choose: (company, days) =>
      `${company} își gestionează salarizarea cu Paydesk. Alegeți-vă parola în următoarele ${days} zile folosind acest link, apoi completați-vă datele pentru a vă putea primi salariul:`,
    once: 'Linkul funcționează o singură dată. Dacă a expirat, cereți angajatorului să vă trimită unul nou.',
  },
  zh: {
    inviter: '您的雇主',
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
  return invitationMail(to, texts[language], { ...invitation, name: invitation.firstName });
}
