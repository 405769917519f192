import type { FieldError } from '@paydesk/contracts';

/** Every failure the API reports on purpose; one place maps the code to HTTP. */
export type AppErrorCode =
  | 'validation'
  | 'unprocessable'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'rate_limited'
  | 'payload_too_large'
  | 'internal';

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly detail: string;
  readonly errors: FieldError[] | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: AppErrorCode,
    detail: string,
    options: { errors?: FieldError[]; retryAfterSeconds?: number } = {},
  ) {
    super(detail);
    this.name = 'AppError';
    this.code = code;
    this.detail = detail;
    this.errors = options.errors;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const notFound = (what: string) => new AppError('not_found', `${what} was not found.`);
export const conflict = (detail: string) => new AppError('conflict', detail);

function assertUnreachable(value: never): never {
  throw new Error(`Unhandled error code: ${String(value)}`);
}

export function statusOf(code: AppErrorCode): number {
  switch (code) {
    case 'validation':
      return 400;
    case 'unauthenticated':
      return 401;
    case 'forbidden':
      return 403;
    case 'not_found':
      return 404;
    case 'conflict':
      return 409;
    case 'payload_too_large':
      return 413;
    case 'unprocessable':
      return 422;
    case 'rate_limited':
      return 429;
    case 'internal':
      return 500;
    default:
      return assertUnreachable(code);
  }
}
