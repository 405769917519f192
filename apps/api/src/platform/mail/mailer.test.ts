import type { Logger } from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import type { Db } from '../db/database';
import { createMailer } from './mailer';

describe('the mailer', () => {
  it('logs who and what about, never the text of a mail kept in the outbox', async () => {
    const stored: unknown[] = [];
    const db = {
      insertInto: () => ({
        values: (row: unknown) => ({ execute: async () => void stored.push(row) }),
      }),
    } as unknown as Db;
    const lines: unknown[][] = [];
    const log = { info: (...args: unknown[]) => void lines.push(args) } as unknown as Logger;
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/paydesk-mailer-test' });
    const mailer = createMailer(config, db, { now: () => new Date('2026-11-24T12:00:00Z') }, log);
    const link = 'https://paydesk.test/reset-password?token=s3cret-single-use';
    await mailer.send({
      to: 'ana@example.com',
      subject: 'Reset your password',
      text: `Open ${link}`,
    });
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(lines)).toContain('ana@example.com');
    expect(JSON.stringify(lines)).not.toContain('s3cret-single-use');
  });

  it('writes the outbox through the handle it is given, so a mail joins the caller’s transaction', async () => {
    const outboxOf = (rows: unknown[]) =>
      ({
        insertInto: () => ({
          values: (row: unknown) => ({ execute: async () => void rows.push(row) }),
        }),
      }) as unknown as Db;
    const base: unknown[] = [];
    const transaction: unknown[] = [];
    const log = { info: () => undefined } as unknown as Logger;
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/paydesk-mailer-test' });
    const mailer = createMailer(config, outboxOf(base), { now: () => new Date() }, log);
    await mailer.send({ to: 'a@example.com', subject: 'S', text: 'T' }, outboxOf(transaction));
    expect(transaction).toHaveLength(1);
    expect(base).toHaveLength(0);
  });

  it('refuses to start in production without SMTP_URL, naming it', () => {
    const production = {
      NODE_ENV: 'production',
      DATA_DIR: '/tmp/paydesk-mailer-test',
      JWT_SECRET: 'x'.repeat(40),
      ENCRYPTION_KEY: 'a'.repeat(64),
    };
    expect(() => loadConfig(production)).toThrow('SMTP_URL');
    expect(loadConfig({ ...production, SMTP_URL: 'smtp://mail.example.com:587' }).smtpUrl).toBe(
      'smtp://mail.example.com:587',
    );
  });
});
