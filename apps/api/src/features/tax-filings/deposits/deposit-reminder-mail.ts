import type { ReaderLanguage } from '@paydesk/contracts';
import type { Mail } from '@paydesk/api/platform/mail/mailer';

/** What a reminder tells an owner of one deposit. */
export type DepositReminder = {
  firstName: string;
  companyName: string;
  /** `941` (income tax withheld, social security and Medicare) or `940` (FUTA). */
  form: string;
  periodStart: string;
  periodEnd: string;
  dueDate: string;
  amountCents: number;
};

type Texts = {
  locale: string;
  subject: (amount: string, due: string) => string;
  greeting: (firstName: string) => string;
  owed: (r: DepositReminder, amount: string, due: string, from: string, to: string) => string;
  how: string;
  record: string;
};

/** The reminder in each language the product speaks. */
const texts: Record<ReaderLanguage, Texts> = {
  en: {
    locale: 'en-US',
    subject: (amount, due) => `Tax deposit of ${amount} due on ${due}`,
    greeting: (firstName) => `Hello ${firstName},`,
    owed: (r, amount, due, from, to) =>
      `${r.companyName} owes the IRS a Form ${r.form} tax deposit of ${amount} for the payrolls paid from ${from} to ${to}. It is due on ${due}.`,
    how: 'Pay it through EFTPS by 8 p.m. Eastern time the business day before the due date; a late deposit costs a penalty of 2% to 15%.',
    record:
      'Once paid, record the payment and its EFTPS confirmation number under Taxes & filings in Paydesk.',
  },
  fr: {
    locale: 'fr-FR',
    subject: (amount, due) => `Dépôt fiscal de ${amount} à verser le ${due}`,
    greeting: (firstName) => `Bonjour ${firstName},`,
    owed: (r, amount, due, from, to) =>
      `${r.companyName} doit à l’IRS un dépôt fiscal du formulaire ${r.form} de ${amount} pour les paies versées du ${from} au ${to}. Il est dû le ${due}.`,
    how: 'Payez-le via EFTPS avant 20 h, heure de l’Est, le jour ouvré précédant l’échéance ; un dépôt en retard entraîne une pénalité de 2 % à 15 %.',
    record:
      'Une fois payé, enregistrez le paiement et son numéro de confirmation EFTPS dans Impôts et déclarations sur Paydesk.',
  },
  ro: {
    locale: 'ro-RO',
    subject: (amount, due) => `Depunere de impozit de ${amount} scadentă pe ${due}`,
    greeting: (firstName) => `Bună ziua, ${firstName},`,
    owed: (r, amount, due, from, to) =>
      `${r.companyName} datorează IRS o depunere de impozit pentru formularul ${r.form} de ${amount}, pentru statele de plată plătite între ${from} și ${to}. Scadența este ${due}.`,
    how: 'Plătiți prin EFTPS până la ora 20:00, ora Estului, în ziua lucrătoare dinaintea scadenței; o depunere întârziată atrage o penalitate de 2% până la 15%.',
    record:
      'După plată, înregistrați plata și numărul de confirmare EFTPS la Taxe și declarații în Paydesk.',
  },
  zh: {
    locale: 'zh-CN',
    subject: (amount, due) => `税款缴存 ${amount}，截止日期 ${due}`,
    greeting: (firstName) => `${firstName}，您好：`,
    owed: (r, amount, due, from, to) =>
      `${r.companyName} 需就 ${from} 至 ${to} 发放的工资向 IRS 缴存 ${r.form} 表税款 ${amount}，截止日期为 ${due}。`,
    how: '请在截止日期前一个工作日美国东部时间晚上 8 点之前通过 EFTPS 缴款；逾期缴存将被处以 2% 至 15% 的罚款。',
    record: '缴款后，请在 Paydesk 的“税务与申报”中记录该笔付款及其 EFTPS 确认号。',
  },
};

const isLanguage = (value: string): value is ReaderLanguage => value in texts;

/** The mail reminding an owner of a deposit coming due, in their language (English otherwise). */
export function depositReminderMail(to: string, language: string, reminder: DepositReminder): Mail {
  const t = texts[isLanguage(language) ? language : 'en'];
  const money = new Intl.NumberFormat(t.locale, { style: 'currency', currency: 'USD' });
  const dates = new Intl.DateTimeFormat(t.locale, { dateStyle: 'long', timeZone: 'UTC' });
  const day = (iso: string) => dates.format(new Date(`${iso}T00:00:00Z`));
  const amount = money.format(reminder.amountCents / 100);
  const due = day(reminder.dueDate);
  const lines = [
    t.greeting(reminder.firstName),
    '',
    t.owed(reminder, amount, due, day(reminder.periodStart), day(reminder.periodEnd)),
    t.how,
    t.record,
  ];
  return { to, subject: t.subject(amount, due), text: lines.join('\n') };
}
