import type { PaycheckRequestInput } from '@paydesk/contracts';

/** A plain 2026 biweekly Texas paycheck: single, no deductions. Override what a test needs. */
export const paycheckInput = (
  overrides: Partial<PaycheckRequestInput> = {},
): PaycheckRequestInput => ({
  taxYear: 2026,
  payFrequency: 'biweekly',
  payDate: '2026-03-13',
  earnings: [{ kind: 'salary', amountCents: 200_000 }],
  deductions: [],
  federal: { w4Version: '2020', filingStatus: 'single' },
  state: { code: 'TX' },
  ...overrides,
});

/** A fixed per-period wage, the shape most withholding tests need. */
export const wagesOf = (amountCents: number): PaycheckRequestInput['earnings'] => [
  { kind: 'salary', amountCents },
];
