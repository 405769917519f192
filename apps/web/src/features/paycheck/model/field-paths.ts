import { earningInputOf, type PaycheckFormValues } from './form-values';

/**
 * A field path as the contract (`['earnings', 0, 'hours']`), the API's schema check
 * (`body.earnings.0.hours`) or the engine (`earnings[0].hours`) writes it, as segments.
 */
export function fieldPathSegments(path: string | readonly PropertyKey[]): string[] {
  const segments =
    typeof path === 'string'
      ? path.replace(/\[(\d+)\]/g, '.$1').split('.')
      : path.map((segment) => String(segment));
  const named = segments.filter((segment) => segment !== '');
  return named[0] === 'body' ? named.slice(1) : named;
}

const TOP_LEVEL = new Set(['taxYear', 'payFrequency', 'payDate']);
const FEDERAL_FIELDS: Record<string, string> = {
  w4Version: 'w4Version',
  filingStatus: 'filingStatus',
  multipleJobs: 'multipleJobs',
  exempt: 'exempt',
  allowances: 'allowances',
  dependentsCents: 'dependents',
  otherIncomeCents: 'otherIncome',
  deductionsCents: 'deductions',
  extraWithholdingCents: 'extraWithholding',
};
const EARNING_FIELDS: Record<string, string> = {
  kind: 'kind',
  annualCents: 'amount',
  amountCents: 'amount',
  hours: 'hours',
  rateCents: 'rate',
};
const DEDUCTION_FIELDS: Record<string, string> = {
  kind: 'kind',
  amountCents: 'amount',
  label: 'label',
};

function lineField(
  list: 'earnings' | 'deductions',
  rest: readonly string[],
  values: PaycheckFormValues,
): string | null {
  const [index, field] = rest;
  const line = index === undefined ? undefined : values[list][Number(index)];
  if (line === undefined) return null;
  const fields = list === 'earnings' ? EARNING_FIELDS : DEDUCTION_FIELDS;
  // A problem with a whole line (its pay is too large) is shown at the line's main figure.
  const earning = list === 'earnings' ? values.earnings[Number(index)] : undefined;
  const main = earning && earningInputOf(earning.kind) === 'hours' ? 'hours' : 'amount';
  return `${list}.${index}.${(field !== undefined && fields[field]) || main}`;
}

/**
 * The form field that shows a problem the contract, the API or the engine names, or null when
 * it belongs to the form as a whole (shown above it).
 */
export function formFieldFor(
  path: string | readonly PropertyKey[],
  values: PaycheckFormValues,
): string | null {
  const [head, ...rest] = fieldPathSegments(path);
  const field = rest[0];
  switch (head) {
    case undefined:
      return null;
    case 'earnings':
    case 'deductions':
      return lineField(head, rest, values);
    case 'federal':
      return `federal.${(field !== undefined && FEDERAL_FIELDS[field]) || 'filingStatus'}`;
    case 'state':
      if (field === undefined || field === 'code') return 'state.code';
      return field in values.state.fields ? `state.fields.${field}` : null;
    case 'ytd':
      return values.ytd.include && field?.endsWith('Cents')
        ? `ytd.${field.slice(0, -'Cents'.length)}`
        : null;
    default:
      return TOP_LEVEL.has(head) ? head : null;
  }
}
