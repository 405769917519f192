import type {
  PayStub,
  PayStubAddress,
  PayStubAmount,
  PayStubEarning,
  TaxExplanation,
} from '@paydesk/contracts';
import type { PayLineNamer } from '@web/shared/pay-lines/pay-line-names';

export type PaperSectionId =
  | 'earnings'
  | 'employeeTaxes'
  | 'deductions'
  | 'garnishments'
  | 'employerTaxes'
  | 'employerContributions';

const sum = (lines: readonly PayStubAmount[], of: 'amountCents' | 'ytdCents') =>
  lines.reduce((total, line) => total + line[of], 0);

/**
 * The garnishment orders and the employer's contributions of a stub (stubs issued before they
 * were kept have neither), and the orders' totals: the stub counts them among its deductions,
 * the paper shows them apart.
 */
function benefitsOf(stub: PayStub) {
  const { garnishments = [], employerContributions = [] } = stub;
  return {
    garnishments,
    employerContributions,
    ordersCents: sum(garnishments, 'amountCents'),
    ordersYtdCents: sum(garnishments, 'ytdCents'),
  };
}

/** An order's line: its type in the reader's words and the case number it is paid under. */
const orderLine =
  (name: PayLineNamer) =>
  (order: PayStubAmount & { caseNumber?: string | undefined }, index: number): PaperLine => ({
    ...amountLine(name)(order, index),
    label: order.caseNumber ? `${name(order)} · ${order.caseNumber}` : name(order),
  });

/** One line of a section: what was paid or withheld this period and in the year so far. */
export type PaperLine = {
  key: string;
  label: string;
  /** Earnings paid by the hour only; null elsewhere. */
  hours: number | null;
  rateCents: number | null;
  currentCents: number;
  ytdCents: number;
  /** How a tax paid on this stub was found; none on other lines and on older stubs. */
  explanation?: TaxExplanation;
};

export type PaperSection = {
  id: PaperSectionId;
  titleId: string;
  /** Earnings have hours and rate columns; taxes and deductions only amounts. */
  hasHours: boolean;
  lines: PaperLine[];
  totalCents: number;
  totalYtdCents: number;
};

export type PaperSummaryItem = {
  key: 'gross' | 'employeeTaxes' | 'deductions' | 'garnishments' | 'reimbursements' | 'netPay';
  labelId: string;
  currentCents: number;
  /** Null where the stub carries no year-to-date figure (reimbursements). */
  ytdCents: number | null;
  emphasis: boolean;
};

const earningLine =
  (name: PayLineNamer) =>
  (earning: PayStubEarning, index: number): PaperLine => ({
    key: `${earning.code}-${index}`,
    label: name(earning),
    hours: earning.hours,
    rateCents: earning.rateCents,
    currentCents: earning.amountCents,
    ytdCents: earning.ytdCents,
  });

const amountLine =
  (name: PayLineNamer) =>
  (amount: PayStubAmount, index: number): PaperLine => ({
    key: `${amount.code}-${index}`,
    label: name(amount),
    hours: null,
    rateCents: null,
    currentCents: amount.amountCents,
    ytdCents: amount.ytdCents,
    ...(amount.explanation ? { explanation: amount.explanation } : {}),
  });

/** Money taken off the pay, shown negative (never "-$0.00"). */
const withheld = (cents: number) => (cents === 0 ? 0 : -cents);

/**
 * The tables of the paper stub, in the order a printed stub reads: earnings, the employee's
 * taxes, deductions, garnishments, then what the employer pays beside the pay and does not take
 * from it: its taxes and its contributions (a 401(k) match, an HSA contribution).
 * Earnings always show; another section only when it has lines. A section's current total is the
 * stub's own total where it keeps one, so the page and the PDF say the same figure; the orders
 * and the contributions add up their lines. `name` words each line in the reader's language.
 */
export function paperSections(stub: PayStub, name: PayLineNamer): PaperSection[] {
  const earnings = stub.earnings.map(earningLine(name));
  const { garnishments, employerContributions, ordersCents, ordersYtdCents } = benefitsOf(stub);
  const sections: PaperSection[] = [
    {
      id: 'earnings',
      titleId: 'payStubs.paper.earnings',
      hasHours: true,
      lines: earnings,
      totalCents: stub.grossCents,
      totalYtdCents: stub.ytd.grossCents,
    },
    {
      id: 'employeeTaxes',
      titleId: 'payStubs.paper.employeeTaxes',
      hasHours: false,
      lines: stub.employeeTaxes.map(amountLine(name)),
      totalCents: stub.employeeTaxesCents,
      totalYtdCents: stub.ytd.employeeTaxesCents,
    },
    {
      id: 'deductions',
      titleId: 'payStubs.paper.deductions',
      hasHours: false,
      lines: stub.deductions.map(amountLine(name)),
      totalCents: stub.deductionsCents - ordersCents,
      totalYtdCents: stub.ytd.deductionsCents - ordersYtdCents,
    },
    {
      id: 'garnishments',
      titleId: 'payStubs.paper.garnishments',
      hasHours: false,
      lines: garnishments.map(orderLine(name)),
      totalCents: ordersCents,
      totalYtdCents: ordersYtdCents,
    },
    {
      id: 'employerTaxes',
      titleId: 'payStubs.paper.employerTaxes',
      hasHours: false,
      lines: stub.employerTaxes.map(amountLine(name)),
      totalCents: stub.employerTaxesCents,
      totalYtdCents: stub.ytd.employerTaxesCents,
    },
    {
      id: 'employerContributions',
      titleId: 'payStubs.paper.employerContributions',
      hasHours: false,
      lines: employerContributions.map(amountLine(name)),
      totalCents: stub.employerContributionsCents ?? sum(employerContributions, 'amountCents'),
      totalYtdCents: sum(employerContributions, 'ytdCents'),
    },
  ];
  return sections.filter((section) => section.id === 'earnings' || section.lines.length > 0);
}

/**
 * The figures from gross to net, this period and year to date; garnishments and reimbursements
 * when any.
 */
export function paperSummary(stub: PayStub): PaperSummaryItem[] {
  const { ordersCents, ordersYtdCents } = benefitsOf(stub);
  const items: PaperSummaryItem[] = [
    {
      key: 'gross',
      labelId: 'payStubs.paper.gross',
      currentCents: stub.grossCents,
      ytdCents: stub.ytd.grossCents,
      emphasis: false,
    },
    {
      key: 'employeeTaxes',
      labelId: 'payStubs.paper.employeeTaxesTotal',
      currentCents: withheld(stub.employeeTaxesCents),
      ytdCents: withheld(stub.ytd.employeeTaxesCents),
      emphasis: false,
    },
    {
      key: 'deductions',
      labelId: 'payStubs.paper.deductionsTotal',
      currentCents: withheld(stub.deductionsCents - ordersCents),
      ytdCents: withheld(stub.ytd.deductionsCents - ordersYtdCents),
      emphasis: false,
    },
    {
      key: 'garnishments',
      labelId: 'payStubs.paper.garnishmentsTotal',
      currentCents: withheld(ordersCents),
      ytdCents: withheld(ordersYtdCents),
      emphasis: false,
    },
    {
      key: 'reimbursements',
      labelId: 'payStubs.paper.reimbursements',
      currentCents: stub.reimbursementsCents,
      ytdCents: null,
      emphasis: false,
    },
    {
      key: 'netPay',
      labelId: 'payStubs.paper.netPay',
      currentCents: stub.netPayCents,
      ytdCents: stub.ytd.netPayCents,
      emphasis: true,
    },
  ];
  return items.filter((item) => {
    if (item.key === 'reimbursements') return item.currentCents !== 0;
    if (item.key === 'garnishments') return item.currentCents !== 0 || item.ytdCents !== 0;
    return true;
  });
}

/** An address as the lines of an envelope: street, second line when any, city, state ZIP. */
export function addressLines(address: PayStubAddress | null): string[] {
  if (!address) return [];
  return [
    address.addressLine1,
    address.addressLine2 ?? '',
    `${address.city}, ${address.state} ${address.zipCode}`,
  ].filter((line) => line.trim() !== '');
}

/** An account shown by its last four digits only. */
export const maskedAccount = (last4: string) => `••••${last4}`;

/** What the deposits section says when no account received money: a check, or no payment. */
export const noDepositMessageId = (netPayCents: number) =>
  netPayCents > 0 ? 'payStubs.paper.byCheck' : 'payStubs.paper.noPayment';
