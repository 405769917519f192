import type { ReaderLanguage } from '@paydesk/contracts';
import type { Mail } from '@paydesk/api/platform/mail/mailer';

export type PasswordReset = {
  firstName: string;
  /** The single-use link to the reset page, written as is in every language. */
  link: string;
  /** How long the link works. */
  minutes: number;
};

type Texts = {
  subject: string;
  greeting: (firstName: string) => string;
  use: (minutes: number) => string;
  notAsked: string;
};

/** The reset mail in each language the product speaks. */
const texts: Record<ReaderLanguage, Texts> = {
  en: {
    subject: 'Reset your Paydesk password',
    greeting: (firstName) => `Hello ${firstName},`,
    use: (minutes) => `Use this link within ${minutes} minutes to choose a new password:`,
    notAsked: 'If you did not ask for it, ignore this message: your password stays as it is.',
  },
  fr: {
    subject: 'Réinitialisez votre mot de passe Paydesk',
    greeting: (firstName) => `Bonjour ${firstName},`,
    use: (minutes) =>
      `Utilisez ce lien dans les ${minutes} minutes pour choisir un nouveau mot de passe :`,
    notAsked:
      'Si vous ne l’avez pas demandé, ignorez ce message : votre mot de passe reste inchangé.',
  },
  ro: {
    subject: 'Resetați parola Paydesk',
    greeting: (firstName) => `Bună ziua, ${firstName},`,
    use: (minutes) =>
      `Folosiți acest link în următoarele ${minutes} de minute pentru a alege o parolă nouă:`,
    notAsked:
      'Dacă nu ați cerut resetarea, ignorați acest mesaj: parola dumneavoastră rămâne neschimbată.',
  },
  zh: {
    subject: '重置您的 Paydesk 密码',
    greeting: (firstName) => `${firstName}，您好：`,
    use: (minutes) => `请在 ${minutes} 分钟内通过此链接设置新密码：`,
    notAsked: '如果您没有申请重置密码，请忽略此邮件：您的密码保持不变。',
  },
};

/** The mail with a password-reset link, in the language the reset was asked for in. */
export function passwordResetMail(
  to: string,
  language: ReaderLanguage,
  reset: PasswordReset,
): Mail {
  const t = texts[language];
  const lines = [t.greeting(reset.firstName), '', t.use(reset.minutes), reset.link, '', t.notAsked];
  return { to, subject: t.subject, text: lines.join('\n') };
}
