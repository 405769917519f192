import {
  LEVY_EXEMPT_MISSING_MESSAGE,
  createGarnishmentRequestSchema,
  type CreateGarnishmentInput,
  type GarnishmentType,
} from '@paydesk/contracts';
import { percentOf, requiredCents } from './percent-text';

/**
 * How an order asks its amount each paycheck: a fixed amount, a percentage of disposable
 * earnings, or (a federal student loan) the 15% the law sets when the notice names no amount.
 */
export type OrderAmountForm = 'amount' | 'percentage' | 'statutory';

export type PayeeAddressValues = {
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  zipCode: string;
};

/** What the dialog holds: every type's fields as typed; only the chosen type's are sent. */
export type GarnishmentFormValues = {
  type: GarnishmentType;
  caseNumber: string;
  issuer: string;
  amountForm: OrderAmountForm;
  amountCents: number | null;
  percentage: string;
  supportsOtherFamily: boolean;
  arrearsOver12Weeks: boolean;
  totalOwedCents: number | null;
  exemptAmountCents: number | null;
  payee: { name: string; address: PayeeAddressValues };
  startDate: string | null;
  endDate: string | null;
};

export const emptyGarnishmentForm = (startDate: string | null): GarnishmentFormValues => ({
  type: 'child_support',
  caseNumber: '',
  issuer: '',
  amountForm: 'amount',
  amountCents: null,
  percentage: '',
  supportsOtherFamily: false,
  arrearsOver12Weeks: false,
  totalOwedCents: null,
  exemptAmountCents: null,
  payee: {
    name: '',
    address: { addressLine1: '', addressLine2: '', city: '', state: '', zipCode: '' },
  },
  startDate,
  endDate: null,
});

export const isSupportOrder = (type: GarnishmentType): boolean =>
  type === 'child_support' || type === 'alimony';

/** The ways an order of this type may state its amount; a tax levy states an exempt amount instead. */
export const orderAmountFormsOf = (type: GarnishmentType): readonly OrderAmountForm[] => {
  if (type === 'federal_tax_levy') return [];
  return type === 'student_loan' ? ['statutory', 'amount', 'percentage'] : ['amount', 'percentage'];
};

function amountOf(values: GarnishmentFormValues): Record<string, unknown> {
  const forms = orderAmountFormsOf(values.type);
  // A levy without its exempt amount: the contract's own words ask for the Form 668-W's figure.
  if (forms.length === 0) {
    return values.exemptAmountCents === null ? {} : { exemptAmountCents: values.exemptAmountCents };
  }
  const form = forms.includes(values.amountForm) ? values.amountForm : forms[0];
  if (form === 'amount') return { amountCents: requiredCents(values.amountCents) };
  if (form === 'percentage') return { percentage: percentOf(values.percentage) };
  return {};
}

/** The request the form describes (the contract judges it): the chosen type's fields only. */
export function garnishmentRequestOf(values: GarnishmentFormValues): Record<string, unknown> {
  const { address } = values.payee;
  const support = isSupportOrder(values.type);
  return {
    type: values.type,
    caseNumber: values.caseNumber,
    issuer: values.issuer,
    ...amountOf(values),
    ...(support
      ? {
          supportsOtherFamily: values.supportsOtherFamily,
          arrearsOver12Weeks: values.arrearsOver12Weeks,
        }
      : {}),
    ...(values.totalOwedCents === null ? {} : { totalOwedCents: values.totalOwedCents }),
    payee: {
      name: values.payee.name,
      address: {
        addressLine1: address.addressLine1,
        addressLine2: address.addressLine2.trim() === '' ? null : address.addressLine2,
        city: address.city,
        state: address.state,
        zipCode: address.zipCode.trim(),
      },
    },
    startDate: values.startDate ?? '',
    ...(values.endDate === null ? {} : { endDate: values.endDate }),
  };
}

/** The form field an issue of the request belongs to (an amount the type lacks: the one shown). */
export function garnishmentFieldOfIssue(
  path: readonly PropertyKey[],
  values: GarnishmentFormValues,
): string {
  const names = path.map(String);
  const [top] = names;
  if (top === 'amountCents' || top === 'percentage') {
    if (values.type === 'federal_tax_levy') return 'exemptAmountCents';
    return values.amountForm === 'percentage' ? 'percentage' : 'amountCents';
  }
  return names.length === 0 ? 'root' : names.join('.');
}

/** The contract's issues with the form's field names as paths. */
export function garnishmentFormIssues(values: GarnishmentFormValues) {
  const result = createGarnishmentRequestSchema.safeParse(garnishmentRequestOf(values));
  if (result.success) return [];
  const issues = result.error.issues.map((issue) => ({
    ...issue,
    path: garnishmentFieldOfIssue(issue.path, values).split('.'),
  }));
  // The contract checks the levy's exempt amount only once every field reads; the form says it
  // with the others, at the first try.
  const levyWithoutExempt = values.type === 'federal_tax_levy' && values.exemptAmountCents === null;
  if (levyWithoutExempt && !issues.some((issue) => issue.path[0] === 'exemptAmountCents')) {
    issues.push({
      code: 'custom',
      message: LEVY_EXEMPT_MISSING_MESSAGE,
      path: ['exemptAmountCents'],
      input: undefined,
    });
  }
  return issues;
}

/** The request once the contract accepted it. */
export const parsedGarnishmentRequest = (values: GarnishmentFormValues): CreateGarnishmentInput =>
  createGarnishmentRequestSchema.parse(garnishmentRequestOf(values));
