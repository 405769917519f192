import type {
  PaycheckDeduction,
  PaycheckGarnishmentResult,
  PaycheckLine,
  PaycheckResult,
} from '@paydesk/contracts';

/**
 * Adds to a deduction line what the benefits say of it: the request's id, the employer's part
 * (when the deduction has one) and a met limit. Each field appears only where it says something,
 * so answers to requests without them stay as they were. Returns the employer's part, if any.
 */
export const addBenefitFields = (
  line: PaycheckLine,
  deduction: PaycheckDeduction,
  benefits: {
    readonly employerCents: readonly number[];
    readonly limitReached: readonly boolean[];
  },
  index: number,
): number | undefined => {
  if (deduction.id !== undefined) line.id = deduction.id;
  if (benefits.limitReached[index] === true) line.limitReached = true;
  if (deduction.employer === undefined) return undefined;
  const employerCents = benefits.employerCents[index] ?? 0;
  line.employerAmountCents = employerCents;
  return employerCents;
};

/** The pay-stub lines of the orders, in the request's order. */
export const garnishmentLines = (orders: readonly PaycheckGarnishmentResult[]): PaycheckLine[] =>
  orders.map((order) => ({
    code: order.type,
    kind: order.type,
    label: order.label,
    amountCents: order.amountCents,
    side: 'garnishment',
    ...(order.id === undefined ? {} : { id: order.id }),
  }));

/** What the orders took, when the request listed any. */
export const garnishedCents = (
  orders: readonly PaycheckGarnishmentResult[] | undefined,
): number | undefined => {
  if (orders === undefined) return undefined;
  let total = 0;
  for (const order of orders) total += order.amountCents;
  return total;
};

/** The answer's garnishment fields, only when the request listed orders. */
export const garnishmentFields = (
  orders: readonly PaycheckGarnishmentResult[] | undefined,
  disposableEarningsCents: number,
): Pick<PaycheckResult, 'garnishments' | 'disposableEarningsCents'> =>
  orders === undefined
    ? {}
    : { garnishments: orders.map((order) => ({ ...order })), disposableEarningsCents };
