import type { ReaderLanguage } from '@paydesk/contracts';
import type { Mail } from '@paydesk/api/platform/mail/mailer';

export type TimeOffDecision = {
  status: 'approved' | 'denied';
  firstName: string;
  policyName: string;
  startDate: string;
  endDate: string;
  hours: number;
  /** The owner's reason, when given. */
  note: string | null;
};

type Texts = {
  subject: Record<TimeOffDecision['status'], string>;
  greeting: (firstName: string) => string;
  decided: (decision: TimeOffDecision) => string;
  reason: (note: string) => string;
  noReason: string;
  payroll: string;
};

const span = (decision: TimeOffDecision, to: string): string =>
  decision.startDate === decision.endDate
    ? decision.startDate
    : `${decision.startDate} ${to} ${decision.endDate}`;

const hoursText = (hours: number, locale: string): string =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(hours);

/** The decision mail in each language the product speaks; the request keeps the employee's. */
const texts: Record<ReaderLanguage, Texts> = {
  en: {
    subject: {
      approved: 'Your time-off request was approved',
      denied: 'Your time-off request was denied',
    },
    greeting: (firstName) => `Hello ${firstName},`,
    decided: (d) =>
      `Your request for ${hoursText(d.hours, 'en-US')} hours of ${d.policyName} (${span(d, 'to')}) was ${d.status === 'approved' ? 'approved' : 'denied'}.`,
    reason: (note) => `Reason: ${note}`,
    noReason: 'No reason was given.',
    payroll: 'The hours are paid and taken from your balance by the payroll of that period.',
  },
  fr: {
    subject: {
      approved: 'Votre demande de congé a été acceptée',
      denied: 'Votre demande de congé a été refusée',
    },
    greeting: (firstName) => `Bonjour ${firstName},`,
    decided: (d) =>
      `Votre demande de ${hoursText(d.hours, 'fr-FR')} heures de ${d.policyName} (${span(d, 'au')}) a été ${d.status === 'approved' ? 'acceptée' : 'refusée'}.`,
    reason: (note) => `Motif : ${note}`,
    noReason: 'Aucun motif n’a été donné.',
    payroll: 'Les heures sont payées et déduites de votre solde par la paie de cette période.',
  },
  ro: {
    subject: {
      approved: 'Cererea dumneavoastră de concediu a fost aprobată',
      denied: 'Cererea dumneavoastră de concediu a fost respinsă',
    },
    greeting: (firstName) => `Bună ziua, ${firstName},`,
    decided: (d) =>
      `Cererea dumneavoastră pentru ${hoursText(d.hours, 'ro-RO')} ore de ${d.policyName} (${span(d, '–')}) a fost ${d.status === 'approved' ? 'aprobată' : 'respinsă'}.`,
    reason: (note) => `Motiv: ${note}`,
    noReason: 'Nu a fost indicat niciun motiv.',
    payroll: 'Orele sunt plătite și scăzute din sold prin statul de plată al acelei perioade.',
  },
  zh: {
    subject: {
      approved: '您的休假申请已批准',
      denied: '您的休假申请被拒绝',
    },
    greeting: (firstName) => `${firstName}，您好：`,
    decided: (d) =>
      `您申请的 ${d.policyName} ${hoursText(d.hours, 'zh-CN')} 小时（${span(d, '至')}）已${d.status === 'approved' ? '批准' : '被拒绝'}。`,
    reason: (note) => `原因：${note}`,
    noReason: '未说明原因。',
    payroll: '这些小时由该期间的工资单支付，并从您的余额中扣除。',
  },
};

const isLanguage = (value: string): value is ReaderLanguage => value in texts;

/** The mail telling the employee an owner's decision on their request, with the reason. */
export function timeOffDecisionMail(to: string, language: string, decision: TimeOffDecision): Mail {
  const t = texts[isLanguage(language) ? language : 'en'];
  const lines = [
    t.greeting(decision.firstName),
    '',
    t.decided(decision),
    decision.note ? t.reason(decision.note) : decision.status === 'denied' ? t.noReason : '',
    ...(decision.status === 'approved' ? [t.payroll] : []),
  ].filter((line, index) => line !== '' || index === 1);
  return { to, subject: t.subject[decision.status], text: lines.join('\n') };
}
