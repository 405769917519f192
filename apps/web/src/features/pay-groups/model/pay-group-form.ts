import {
  createPayGroupRequestSchema,
  type CreatePayGroupRequest,
  type PayGroup,
  type PayGroupFrequency,
} from '@paydesk/contracts';
import { payPeriods, type PayPeriod } from '@paydesk/engine/calendar';

/** What the pay group dialog holds: the request's fields, the second pay day as typed. */
export type PayGroupFormValues = {
  name: string;
  frequency: PayGroupFrequency;
  firstPeriodEnd: string | null;
  firstPayDate: string | null;
  secondPayDay: string;
};

export const PREVIEW_PERIODS = 6;

export const emptyPayGroupForm: PayGroupFormValues = {
  name: '',
  frequency: 'biweekly',
  firstPeriodEnd: null,
  firstPayDate: null,
  secondPayDay: '',
};

export const formValuesOf = (group: PayGroup): PayGroupFormValues => ({
  name: group.name,
  frequency: group.frequency,
  firstPeriodEnd: group.firstPeriodEnd,
  firstPayDate: group.firstPayDate,
  secondPayDay: group.secondPayDay === null ? '' : String(group.secondPayDay),
});

/** The request the form describes (the contract judges it; a typed day becomes a number). */
export function requestOf(values: PayGroupFormValues): Record<string, unknown> {
  const day = values.secondPayDay.trim();
  return {
    name: values.name,
    frequency: values.frequency,
    firstPeriodEnd: values.firstPeriodEnd ?? undefined,
    firstPayDate: values.firstPayDate ?? undefined,
    secondPayDay: values.frequency === 'semimonthly' ? (day === '' ? null : Number(day)) : null,
  };
}

export const validatePayGroupForm = (values: PayGroupFormValues) =>
  createPayGroupRequestSchema.safeParse(requestOf(values));

/**
 * The next periods the schedule would pay, from `today`, computed in the browser by the same
 * calendar the server uses; null while the schedule is incomplete or cannot work.
 */
export function previewPeriods(values: PayGroupFormValues, today: string): PayPeriod[] | null {
  const parsed = validatePayGroupForm(values);
  if (!parsed.success) return null;
  const request: CreatePayGroupRequest = parsed.data;
  try {
    return payPeriods(request, today, PREVIEW_PERIODS);
  } catch {
    return null;
  }
}
