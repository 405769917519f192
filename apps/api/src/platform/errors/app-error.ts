import type { ErrorCode, FieldError } from '@paydesk/contracts';

export type AppErrorOptions = {
  /** The field the failure is about (`email`, `headers.page-key`); becomes one field error. */
  path?: string;
  /** The short field message that goes with `path`; the detail when not given. */
  fieldMessage?: string;
  /**
   * Whether the field error carries the code too (default): the SPA shows its own text for it.
   * Off when the field message is the only useful text (an engine's message about its input).
   */
  codeOnField?: boolean;
  /** Several field errors at once (validation of a whole body). */
  errors?: FieldError[];
  retryAfterSeconds?: number;
};

/**
 * Every failure the API reports on purpose: a domain code from the contracts, a sentence a user
 * can read, and the field it is about. `http/problem-status.ts` maps the code to HTTP; nothing
 * below the HTTP layer knows status numbers.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly detail: string;
  readonly errors: FieldError[] | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, detail: string, options: AppErrorOptions = {}) {
    super(detail);
    this.name = 'AppError';
    this.code = code;
    this.detail = detail;
    this.errors =
      options.errors ??
      (options.path !== undefined
        ? [
            {
              path: options.path,
              message: options.fieldMessage ?? detail,
              ...(options.codeOnField === false ? {} : { code }),
            },
          ]
        : undefined);
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** The same answer for a record that does not exist and one the caller may not see. */
export const notFound = (code: ErrorCode, what: string) =>
  new AppError(code, `${what} was not found.`);

export const conflict = (code: ErrorCode, detail: string) => new AppError(code, detail);
