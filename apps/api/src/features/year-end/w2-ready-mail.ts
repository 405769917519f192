import { readerLanguages, type ReaderLanguage } from '@paydesk/contracts';
import type { Mail } from '@paydesk/api/platform/mail/mailer';

export type W2Ready = { firstName: string; companyName: string; year: number };

type Texts = {
  subject: (year: number) => string;
  greeting: (firstName: string) => string;
  ready: (ready: W2Ready) => string;
  where: string;
};

const texts: Record<ReaderLanguage, Texts> = {
  en: {
    subject: (year) => `Your ${year} W-2 is ready`,
    greeting: (firstName) => `Hello ${firstName},`,
    ready: (r) => `${r.companyName} has published your Form W-2 for ${r.year}.`,
    where: 'Sign in to Paydesk and open “Tax documents” to view and download it.',
  },
  fr: {
    subject: (year) => `Votre formulaire W-2 ${year} est disponible`,
    greeting: (firstName) => `Bonjour ${firstName},`,
    ready: (r) => `${r.companyName} a publié votre formulaire W-2 pour ${r.year}.`,
    where:
      'Connectez-vous à Paydesk et ouvrez « Documents fiscaux » pour le consulter et le télécharger.',
  },
  ro: {
    subject: (year) => `Formularul W-2 pentru ${year} este disponibil`,
    greeting: (firstName) => `Bună ziua, ${firstName},`,
    ready: (r) => `${r.companyName} a publicat formularul W-2 pentru ${r.year}.`,
    where:
      'Conectați-vă la Paydesk și deschideți „Documente fiscale” pentru a-l vedea și descărca.',
  },
  zh: {
    subject: (year) => `您的 ${year} 年 W-2 表已可查看`,
    greeting: (firstName) => `${firstName}，您好：`,
    ready: (r) => `${r.companyName} 已发布您 ${r.year} 年的 W-2 表。`,
    where: '请登录 Paydesk，在“税务文件”中查看并下载。',
  },
};

/**
 * The mail telling an employee their W-2 is ready. The product keeps no language per employee,
 * so the mail says it in each language it speaks, English first (its subject is English).
 */
export function w2ReadyMail(to: string, ready: W2Ready): Mail {
  const blocks = readerLanguages.map((language) => {
    const t = texts[language];
    return [t.greeting(ready.firstName), '', t.ready(ready), t.where].join('\n');
  });
  return { to, subject: texts.en.subject(ready.year), text: blocks.join('\n\n---\n\n') };
}
