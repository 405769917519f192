import * as z from '../z';

export const fieldErrorSchema = z.object({
  path: z.string(),
  message: z.string(),
  /** The domain code of this field's failure, when it has one of its own (see error-codes.ts). */
  code: z.optional(z.string()),
});

/** RFC 9457 problem details, the body of every failed API call. */
export const problemSchema = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().check(z.int()),
    detail: z.string(),
    instance: z.string(),
    /** The domain code (`company.version_stale`, `auth.email_taken`, …). */
    code: z.optional(z.string()),
    errors: z.optional(z.array(fieldErrorSchema)),
  })
  .register(z.globalRegistry, { id: 'Problem' });

export type FieldError = z.infer<typeof fieldErrorSchema>;
export type Problem = z.infer<typeof problemSchema>;

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';
