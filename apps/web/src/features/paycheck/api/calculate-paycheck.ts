import {
  paycheckResultSchema,
  problemSchema,
  type FieldError,
  type PaycheckRequest,
  type PaycheckResult,
} from '@paydesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, type HttpFailure } from '@web/shared/http/http-client';

/** POST /paycheck: one paycheck, gross to net (what-if: nothing is stored). */
export async function calculatePaycheck(body: PaycheckRequest): Promise<PaycheckResult> {
  const { data } = await apiRequest('/paycheck', {
    method: 'POST',
    body,
    schema: paycheckResultSchema,
  });
  return data;
}

export const useCalculatePaycheck = () => useMutation({ mutationFn: calculatePaycheck });

/** The field problems of a refused calculation (`errors[]` of its problem details), if any. */
export function fieldErrorsOf(error: unknown): FieldError[] {
  const parsed = problemSchema.safeParse((error as Partial<HttpFailure> | null)?.body);
  return parsed.success ? (parsed.data.errors ?? []) : [];
}
