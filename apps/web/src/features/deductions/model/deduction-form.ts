import {
  createDeductionRequestSchema,
  employerContributionKinds,
  type CreateDeductionInput,
  type HsaCoverage,
  type RecurringDeductionKind,
} from '@paydesk/contracts';
import { percentOf, requiredCents } from './percent-text';

/** How a deduction (or the employer's part) is counted each paycheck. */
export type AmountForm = 'amount' | 'percentage';
export type EmployerForm = 'none' | 'amount' | 'percentage' | 'match';
export const amountForms: readonly AmountForm[] = ['amount', 'percentage'];

export type MatchTierValues = { upToPercentOfPay: string; ratePercent: string };

/** What the dialog holds: every choice's fields as typed; only the chosen ones are sent. */
export type DeductionFormValues = {
  kind: RecurringDeductionKind;
  label: string;
  amountForm: AmountForm;
  amountCents: number | null;
  percentage: string;
  annualLimitCents: number | null;
  hsaCoverage: HsaCoverage | '';
  employerForm: EmployerForm;
  employerAmountCents: number | null;
  employerPercentage: string;
  match: MatchTierValues[];
  startDate: string | null;
  endDate: string | null;
};
export type DeductionField = Exclude<keyof DeductionFormValues, 'match'>;

/** The usual safe-harbour formula, offered when a match is first chosen: 100% of 3%, 50% of 2%. */
export const firstMatchTiers: MatchTierValues[] = [
  { upToPercentOfPay: '3', ratePercent: '100' },
  { upToPercentOfPay: '5', ratePercent: '50' },
];
export const MAX_MATCH_TIERS = 5;

export const emptyDeductionForm = (startDate: string | null): DeductionFormValues => ({
  kind: '401k',
  label: '',
  amountForm: 'percentage',
  amountCents: null,
  percentage: '',
  annualLimitCents: null,
  hsaCoverage: '',
  employerForm: 'none',
  employerAmountCents: null,
  employerPercentage: '',
  match: firstMatchTiers,
  startDate,
  endDate: null,
});

/** Whether the employer may add to this kind, and whether by a match of the deferral. */
export const employerFormsOf = (kind: RecurringDeductionKind): readonly EmployerForm[] => {
  if (!employerContributionKinds.includes(kind)) return ['none'];
  return kind === '401k' || kind === 'roth401k'
    ? ['none', 'match', 'percentage', 'amount']
    : ['none', 'amount', 'percentage'];
};

function employerOf(values: DeductionFormValues): Record<string, unknown> | undefined {
  if (!employerFormsOf(values.kind).includes(values.employerForm)) return undefined;
  switch (values.employerForm) {
    case 'none':
      return undefined;
    case 'amount':
      return { amountCents: requiredCents(values.employerAmountCents) };
    case 'percentage':
      return { percentage: percentOf(values.employerPercentage) };
    case 'match':
      return {
        match: values.match.map((tier) => ({
          upToPercentOfPay: percentOf(tier.upToPercentOfPay),
          ratePercent: percentOf(tier.ratePercent),
        })),
      };
  }
}

/** The request the form describes (the contract judges it): the chosen forms' fields only. */
export function requestOf(values: DeductionFormValues): Record<string, unknown> {
  const label = values.label.trim();
  const employer = employerOf(values);
  return {
    kind: values.kind,
    ...(label === '' ? {} : { label }),
    ...(values.amountForm === 'amount'
      ? { amountCents: requiredCents(values.amountCents) }
      : { percentage: percentOf(values.percentage) }),
    ...(values.annualLimitCents === null ? {} : { annualLimitCents: values.annualLimitCents }),
    ...(values.kind === 'hsa' && values.hsaCoverage !== ''
      ? { hsaCoverage: values.hsaCoverage }
      : {}),
    ...(employer ? { employer } : {}),
    // A date not typed (or not whole) is the contract's to name, next to its field.
    startDate: values.startDate ?? '',
    ...(values.endDate === null ? {} : { endDate: values.endDate }),
  };
}

/**
 * The form field an issue of the request belongs to: the employer's figures live in their own
 * fields, a match tier's in its row, and a figure the chosen form lacks in the field shown.
 */
export function fieldOfIssue(path: readonly PropertyKey[], values: DeductionFormValues): string {
  const [top, second, ...rest] = path.map(String);
  if (top === 'employer') {
    if (second === 'match' && rest.length === 2) return `match.${rest.join('.')}`;
    if (second === 'amountCents') return 'employerAmountCents';
    if (second === 'percentage') return 'employerPercentage';
    return 'employerForm';
  }
  if (top === 'amountCents' || top === 'percentage') {
    return values.amountForm === 'amount' ? 'amountCents' : 'percentage';
  }
  return top ?? 'root';
}

/** The contract's issues with the form's field names as paths. */
export function deductionFormIssues(values: DeductionFormValues) {
  const result = createDeductionRequestSchema.safeParse(requestOf(values));
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    ...issue,
    path: fieldOfIssue(issue.path, values).split('.'),
  }));
}

/** The request once the contract accepted it. */
export const parsedDeductionRequest = (values: DeductionFormValues): CreateDeductionInput =>
  createDeductionRequestSchema.parse(requestOf(values));
