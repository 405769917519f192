import {
  paycheckRequestSchema,
  type FieldError,
  type PaycheckCertificate,
  type PaycheckRequest,
} from '@paydesk/contracts';
import { get, set, type FieldErrors, type Resolver } from 'react-hook-form';
import { formFieldFor } from './field-paths';
import type { PaycheckFormValues } from './form-values';
import { formToRequest } from './to-request';

/**
 * A problem to show: at a form field, or above the form (`field` null). `message` is a catalogue
 * id or a contract message (see validation-messages.ts); `code` is the zod issue code, `client`
 * for what reading the form found, `server` for what the API answered.
 */
export type FormProblem = { field: string | null; message: string; code: string };

export type PaycheckValidation =
  { ok: true; request: PaycheckRequest } | { ok: false; problems: FormProblem[] };

/**
 * The form checked by the same contract the API applies (plus the state's certificate schema and
 * the pay date falling in the tax year, which the engine would refuse): the request, or every
 * problem at the field that shows it.
 */
export function validatePaycheckForm(
  values: PaycheckFormValues,
  certificate: PaycheckCertificate | null,
): PaycheckValidation {
  const { request, issues } = formToRequest(values, certificate);
  const problems: FormProblem[] = issues.map((issue) => ({
    field: issue.path,
    message: issue.message,
    code: 'client',
  }));
  if (/^\d{4}-/.test(values.payDate) && Number(values.payDate.slice(0, 4)) !== values.taxYear) {
    problems.push({ field: 'payDate', message: 'paycheck.validation.payDateYear', code: 'client' });
  }
  const parsed = paycheckRequestSchema.safeParse(request);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      problems.push({
        field: formFieldFor(issue.path, values),
        // The form only ever sends values of the right type: a wrong type is a field left empty.
        message: issue.code === 'invalid_type' ? 'paycheck.validation.required' : issue.message,
        code: issue.code,
      });
    }
  }
  if (parsed.success && problems.length === 0) return { ok: true, request: parsed.data };
  return { ok: false, problems };
}

/** The field problems the API answered (`errors[]` of its problem), placed on the form. */
export function serverProblems(
  errors: readonly FieldError[],
  values: PaycheckFormValues,
): FormProblem[] {
  return errors.map((error) => ({
    field: formFieldFor(error.path, values),
    message: error.message,
    code: 'server',
  }));
}

/** Problems as react-hook-form errors: the first problem of a field is the one to fix first. */
export function problemsToFieldErrors(
  problems: readonly FormProblem[],
): FieldErrors<PaycheckFormValues> {
  const errors: Record<string, unknown> = {};
  for (const problem of problems) {
    const name = problem.field ?? 'root';
    if (get(errors, name) === undefined) {
      set(errors, name, { type: problem.code, message: problem.message });
    }
  }
  return errors as FieldErrors<PaycheckFormValues>;
}

/**
 * react-hook-form's resolver: submits the parsed request, or shows the problems. The certificate
 * checked is the one of the state the form names.
 */
export const createPaycheckResolver =
  (
    certificateOf: (code: string) => PaycheckCertificate | null,
  ): Resolver<PaycheckFormValues, unknown, PaycheckRequest> =>
  (values) => {
    const result = validatePaycheckForm(values, certificateOf(values.state.code));
    return result.ok
      ? { values: result.request, errors: {} }
      : { values: {}, errors: problemsToFieldErrors(result.problems) };
  };
