import type { Logger } from 'pino';
import nodemailer from 'nodemailer';
import type { AppConfig } from '@paydesk/api/config';
import type { Db } from '../db/database';
import type { Clock } from '../clock';
import { newId } from '../ids';

export type Mail = { to: string; subject: string; text: string };

export type Mailer = { send: (mail: Mail) => Promise<void> };

/**
 * SMTP when SMTP_URL is set; otherwise the development outbox (a table, plus a log line naming
 * the recipient and subject only) that admins read at GET /api/dev/outbox outside production.
 * Production refuses to start without SMTP_URL (config.ts), so it never keeps mail in a table.
 */
export function createMailer(config: AppConfig, db: Db, clock: Clock, log: Logger): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      send: async (mail) => {
        await transport.sendMail({ from: config.mailFrom, ...mail });
      },
    };
  }
  return {
    send: async (mail) => {
      await db
        .insertInto('mail_outbox')
        .values({
          id: newId(),
          recipient: mail.to,
          subject: mail.subject,
          body_text: mail.text,
          created_at: clock.now().toISOString(),
        })
        .execute();
      // Never the text: it may hold a single-use link (a password reset) that a log would leak.
      log.info({ to: mail.to, subject: mail.subject }, 'mail kept in the development outbox');
    },
  };
}
