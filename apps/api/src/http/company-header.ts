import { headerNames } from '@paydesk/contracts';
import { z } from 'zod';
import { AppError } from '@paydesk/api/platform/errors/app-error';
import type { ScopeRequest } from './policy';

const headerKey = headerNames.companyId.toLowerCase();

/** The `Company-ID` header an operation requires, validated with the rest of the request. */
export const companyHeaderSchema = z.object({
  [headerKey]: z
    .string({ message: 'the Company-ID header is required' })
    .min(1, 'the Company-ID header is required')
    .max(64),
});

/** The company a request names in its `Company-ID` header. */
export function companyIdOfHeaders(headers: ScopeRequest['headers']): string {
  const value = headers[headerKey];
  const id = Array.isArray(value) ? value[0] : value;
  if (!id) {
    throw new AppError('request.invalid', 'The Company-ID header is required.', {
      path: 'headers.company-id',
      fieldMessage: 'is required',
    });
  }
  return id;
}
