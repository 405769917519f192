import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { isValidRoutingNumber, normalizeText } from '@paydesk/ach';

const durationPattern = /^(\d+)\s*(ms|s|m|h|d)?$/;
const unitMs = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** Parses "15m", "14d", "900" (seconds) into milliseconds. */
export function parseDuration(text: string): number | undefined {
  const match = durationPattern.exec(text.trim());
  if (!match) return undefined;
  const unit = (match[2] ?? 's') as keyof typeof unitMs;
  return Number(match[1]) * unitMs[unit];
}

const duration = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value, ctx) => {
      const ms = parseDuration(value);
      if (ms === undefined || ms <= 0) {
        ctx.addIssue({
          code: 'custom',
          message: 'must be a duration such as 900s, 15m, 12h or 14d',
        });
        return z.NEVER;
      }
      return ms;
    });

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('')
  .transform((value) => value === 'true' || value === '1');

const routingNumber = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .refine((value) => /^\d{9}$/.test(value) && isValidRoutingNumber(value), {
      message: 'must be a 9-digit routing number with a valid check digit',
    });

const bankName = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value) => normalizeText(value, 23))
    .refine((value) => value !== '', { message: 'must hold letters or digits (23 at most)' });

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .optional()
    .refine((url) => !url || /^postgres(ql)?:\/\//.test(url), {
      message: 'must start with postgres:// (leave it unset for the embedded SQLite database)',
    }),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ENCRYPTION_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hexadecimal characters (a 256-bit key)')
    .optional(),
  ACCESS_TOKEN_TTL: duration('15m'),
  REFRESH_TOKEN_TTL: duration('14d'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: booleanFlag,
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Paydesk <no-reply@paydesk.test>'),
  PUBLIC_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  ACH_LEAD_DAYS: z.coerce.number().int().min(0).max(10).default(2),
  BANK_ACCOUNT_HOLD_DAYS: z.coerce.number().int().min(0).max(10).default(1),
  PAYROLL_COMMIT_JOB_THRESHOLD: z.coerce.number().int().min(0).default(500),
  ACH_FILE_JOB_THRESHOLD: z.coerce.number().int().min(0).default(2_000),
  W2_BATCH_JOB_THRESHOLD: z.coerce.number().int().min(0).default(500),
  ACH_IMMEDIATE_DESTINATION: routingNumber('021000021'),
  ACH_IMMEDIATE_DESTINATION_NAME: bankName('DEMO ORIGINATING BANK'),
  ACH_IMMEDIATE_ORIGIN: z
    .string()
    .default('1987654320')
    .refine(
      (value) =>
        (/^\d{10}$/.test(value) && !/^0+$/.test(value)) ||
        (/^\d{9}$/.test(value) && isValidRoutingNumber(value)),
      { message: 'must be 10 digits (often 1 and the EIN) or a 9-digit routing number' },
    ),
  ACH_IMMEDIATE_ORIGIN_NAME: bankName('PAYDESK'),
  ACH_ODFI_ROUTING: routingNumber('021000021'),
  EFW2_USER_ID: z
    .string()
    .default('PAYDESK1')
    .refine((value) => /^[A-Za-z0-9]{8}$/.test(value), {
      message: 'must be the 8-character SSA Business Services Online user id',
    }),
  EFW2_CONTACT_NAME: z.string().min(1).max(27).default('Paydesk Payroll Support'),
  EFW2_CONTACT_PHONE: z
    .string()
    .default('2125550100')
    .refine((value) => /^\d{10,15}$/.test(value.replace(/[\s()+.-]/g, '')), {
      message: 'must be a telephone number of 10 to 15 digits',
    }),
  EFW2_CONTACT_EMAIL: z.string().email().max(40).default('payroll@paydesk.test'),
  TRUST_PROXY: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine((entries) => entries.every((entry) => /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(entry)), {
      message: 'must be a comma-separated list of IP addresses or CIDR ranges (e.g. 10.0.0.0/8)',
    }),
});

export type AchOriginConfig = {
  immediateDestination: string;
  immediateDestinationName: string;
  immediateOrigin: string;
  immediateOriginName: string;
  /** 9-digit routing number of the ODFI; batches and trace numbers carry its first 8 digits. */
  odfiRouting: string;
};

export type Efw2Config = {
  userId: string;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
};

export type DatabaseConfig = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  jwtSecret: string;
  encryptionKey: Buffer;
  accessTokenTtlMs: number;
  refreshTokenTtlMs: number;
  logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
  seedDemo: boolean;
  corsOrigins: string[];
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  redisUrl: string | undefined;
  bodyLimitBytes: number;
  /** Business days between submitting a payroll and its pay date (the ACH lead time). */
  achLeadDays: number;
  /** Business days before an account an employee added themself is used for payroll. */
  bankAccountHoldDays: number;
  /** A draft with more included lines than this is committed as a job (202), not in the request. */
  payrollCommitJobThreshold: number;
  /** An ACH selection of more payments than this (paychecks and contractor lines) is a job. */
  achFileJobThreshold: number;
  /** A company with more W-2s than this in a year makes its copies D as a job. */
  w2BatchJobThreshold: number;
  /** The originating bank every ACH file is sent through (its file header and batches). */
  achOrigin: AchOriginConfig;
  /** Proxies whose X-Forwarded-For is believed; empty: the socket's address is the client's. */
  trustProxy: string[];
  /** Who answers the SSA about the EFW2 files: the BSO user id attesting to them and a contact. */
  efw2: Efw2Config;
  warnings: string[];
};

export class ConfigError extends Error {}

/** Reads a secret from the data folder, creating it on first use (development only). */
function developmentSecret(dataDir: string, fileName: string, create: () => string): string {
  const path = join(dataDir, fileName);
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const value = create();
  writeFileSync(path, value, { mode: 0o600 });
  return value;
}

/** Parses every environment variable once; an invalid value names the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const values = parsed.data;
  const dataDir = resolve(values.DATA_DIR);
  const warnings: string[] = [];
  if (values.NODE_ENV === 'production' && !values.SMTP_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  SMTP_URL must be set in production: password-reset links are mailed, never kept',
    );
  }
  if (values.NODE_ENV === 'production' && (!values.JWT_SECRET || !values.ENCRYPTION_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  JWT_SECRET and ENCRYPTION_KEY must be set in production',
    );
  }
  const jwtSecret =
    values.JWT_SECRET ??
    developmentSecret(dataDir, 'jwt-secret.txt', () => randomBytes(48).toString('base64url'));
  if (!values.JWT_SECRET)
    warnings.push(`JWT_SECRET is unset: using a development key in ${dataDir}`);
  const encryptionKeyHex =
    values.ENCRYPTION_KEY ??
    developmentSecret(dataDir, 'encryption-key.txt', () => randomBytes(32).toString('hex'));
  if (!values.ENCRYPTION_KEY) {
    warnings.push(`ENCRYPTION_KEY is unset: using a development key in ${dataDir}`);
  }
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    dataDir,
    database: values.DATABASE_URL
      ? { kind: 'postgres', url: values.DATABASE_URL }
      : { kind: 'sqlite', file: join(dataDir, 'paydesk.sqlite') },
    jwtSecret,
    encryptionKey: Buffer.from(encryptionKeyHex, 'hex'),
    accessTokenTtlMs: values.ACCESS_TOKEN_TTL,
    refreshTokenTtlMs: values.REFRESH_TOKEN_TTL,
    logLevel: values.LOG_LEVEL,
    seedDemo: values.SEED_DEMO,
    corsOrigins: values.CORS_ORIGINS,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    publicUrl: values.PUBLIC_URL ?? `http://localhost:${values.PORT}`,
    redisUrl: values.REDIS_URL,
    bodyLimitBytes: values.BODY_LIMIT_BYTES,
    achLeadDays: values.ACH_LEAD_DAYS,
    bankAccountHoldDays: values.BANK_ACCOUNT_HOLD_DAYS,
    payrollCommitJobThreshold: values.PAYROLL_COMMIT_JOB_THRESHOLD,
    achFileJobThreshold: values.ACH_FILE_JOB_THRESHOLD,
    w2BatchJobThreshold: values.W2_BATCH_JOB_THRESHOLD,
    achOrigin: {
      immediateDestination: values.ACH_IMMEDIATE_DESTINATION,
      immediateDestinationName: values.ACH_IMMEDIATE_DESTINATION_NAME,
      immediateOrigin: values.ACH_IMMEDIATE_ORIGIN,
      immediateOriginName: values.ACH_IMMEDIATE_ORIGIN_NAME,
      odfiRouting: values.ACH_ODFI_ROUTING,
    },
    trustProxy: values.TRUST_PROXY,
    efw2: {
      userId: values.EFW2_USER_ID.toUpperCase(),
      contactName: values.EFW2_CONTACT_NAME,
      contactPhone: values.EFW2_CONTACT_PHONE,
      contactEmail: values.EFW2_CONTACT_EMAIL,
    },
    warnings,
  };
}
