import type { Logger } from 'pino';
import nodemailer from 'nodemailer';
import type { AppConfig } from '@paydesk/api/config';
import type { Db } from '../db/database';
import type { Clock } from '../clock';
import { newId } from '../ids';

export type Mail = { to: string; subject: string; text: string };

export type Mailer = {
  /**
   * Sends one mail. `db` is the handle the development outbox writes through: a caller inside a
   * transaction passes its own, so the outbox row commits or rolls back with the change it tells
   * of (and SQLite's one connection is not asked for twice). SMTP sends at once either way.
   */
  send: (mail: Mail, db?: Db) => Promise<void>;
};

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
    send: async (mail, through = db) => {
      await through
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
