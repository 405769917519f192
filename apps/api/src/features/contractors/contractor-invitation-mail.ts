import type { ReaderLanguage } from '@paydesk/contracts';
import type { Mail } from '@paydesk/api/platform/mail/mailer';
import {
  beforeHan,
  invitationMail,
  type Invitation,
  type InvitationTexts,
} from '@paydesk/api/platform/mail/invitation-mail';

export type InvitedContractor = Invitation;

/** The contractor's invitation in each language the product speaks. */
const texts: Record<ReaderLanguage, InvitationTexts> = {
  en: {
    inviter: 'Your client',
    subject: (company) => `${company} invites you to Paydesk`,
    greeting: (name) => `Hello ${name},`,
    choose: (company, days) =>
      `${company} pays you through Paydesk. Choose your password within ${days} days with this link, then check your W-9 details and the account you are paid into:`,
    once: 'The link works once. If it has expired, ask them to send a new one.',
  },
  fr: {
    inviter: 'Votre client',
    subject: (company) => `${company} vous invite sur Paydesk`,
    greeting: (name) => `Bonjour ${name},`,
    choose: (company, days) =>
      `${company} vous paie via Paydesk. Choisissez votre mot de passe dans les ${days} jours avec ce lien, puis vérifiez les informations de votre formulaire W-9 et le compte qui reçoit vos paiements :`,
    once: 'Le lien ne fonctionne qu’une fois. S’il a expiré, demandez à l’entreprise de vous en envoyer un nouveau.',
  },
  ro: {
    inviter: 'Clientul dumneavoastră',
    subject: (company) => `${company} vă invită în Paydesk`,
    greeting: (name) => `Bună ziua, ${name},`,
    choose: (company, days) =>
      `${company} vă plătește prin Paydesk. Alegeți-vă parola în următoarele ${days} zile folosind acest link, apoi verificați datele din formularul W-9 și contul în care primiți plățile:`,
    once: 'Linkul funcționează o singură dată. Dacă a expirat, cereți companiei să vă trimită unul nou.',
  },
  zh: {
    inviter: '您的客户',
    subject: (company) => `${beforeHan(company)}邀请您使用 Paydesk`,
    greeting: (name) => `${name}，您好：`,
    choose: (company, days) =>
      `${beforeHan(company)}通过 Paydesk 向您付款。请在 ${days} 天内通过此链接设置密码，然后核对您的 W-9 信息和收款账户：`,
    once: '此链接只能使用一次。如果链接已过期，请让对方重新发送。',
  },
};

/**
 * The mail inviting a contractor to choose a password, in the language of the owner who sends it
 * (the contractor's own is not known before they sign in).
 */
export function contractorInvitationMail(
  to: string,
  language: ReaderLanguage,
  invitation: InvitedContractor,
): Mail {
  return invitationMail(to, texts[language], invitation);
}
