import type { PaycheckCertificate } from '@paydesk/contracts';
import {
  certificateToRequest,
  type CertificateIssueKind,
} from '@web/shared/forms/tax/certificate-fields';

/** The calculator says certificate problems in its own words. */
const certificateMessageIds: Record<CertificateIssueKind, string> = {
  wholeNumber: 'paycheck.validation.wholeNumber',
  minimum: 'paycheck.validation.minimum',
  maximum: 'paycheck.validation.maximum',
  format: 'paycheck.validation.format',
  money: 'paycheck.validation.money',
  number: 'paycheck.validation.number',
  required: 'paycheck.validation.required',
};
import {
  FEDERAL_MONEY_FIELDS,
  YTD_FIELDS,
  earningInputOf,
  type DeductionFormLine,
  type EarningFormLine,
  type FederalFormValues,
  type MoneyText,
  type PaycheckFormValues,
} from './form-values';
import { moneyTextToCents } from '@web/shared/forms/money-text';
import { parseNumberText } from '@web/shared/forms/number-text';

/** A problem found while reading the form; `path` is the form field, `message` a catalogue id. */
export type FormIssue = { path: string; message: string };

/** A request as read from the form, before the contract has judged it. */
export type RequestCandidate = Record<string, unknown>;

type Collect = (path: string, message: string) => void;

/** Reads an amount; text that is not an amount is reported and left out. */
const cents = (value: MoneyText, path: string, report: Collect): number | undefined => {
  const parsed = moneyTextToCents(value);
  if (!parsed.ok) report(path, 'paycheck.validation.money');
  return parsed.ok && parsed.cents !== null ? parsed.cents : undefined;
};

const numberOf = (text: string, path: string, report: Collect): number | undefined => {
  const parsed = parseNumberText(text);
  if (!parsed.ok) report(path, 'paycheck.validation.number');
  return parsed.ok && parsed.value !== null ? parsed.value : undefined;
};

/** Leaves out the keys without a value, as the contract expects of fields not given. */
const given = (object: RequestCandidate): RequestCandidate =>
  Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined));

function earningToRequest(line: EarningFormLine, path: string, report: Collect) {
  switch (earningInputOf(line.kind)) {
    case 'salary': {
      const amount = cents(line.amount, `${path}.amount`, report);
      const key = line.salaryBasis === 'annual' ? 'annualCents' : 'amountCents';
      return given({ kind: line.kind, [key]: amount });
    }
    case 'hours':
      return given({
        kind: line.kind,
        hours: numberOf(line.hours, `${path}.hours`, report),
        rateCents: cents(line.rate, `${path}.rate`, report),
      });
    case 'amount':
      return given({ kind: line.kind, amountCents: cents(line.amount, `${path}.amount`, report) });
  }
}

const deductionToRequest = (line: DeductionFormLine, path: string, report: Collect) =>
  given({
    kind: line.kind,
    amountCents: cents(line.amount, `${path}.amount`, report),
    label: line.kind === 'postTax' && line.label.trim() !== '' ? line.label : undefined,
  });

function federalToRequest(federal: FederalFormValues, report: Collect): RequestCandidate {
  const money: RequestCandidate = Object.fromEntries(
    FEDERAL_MONEY_FIELDS.map((field) => [
      `${field}Cents`,
      cents(federal[field], `federal.${field}`, report),
    ]),
  );
  if (federal.w4Version === '2019') {
    return given({
      w4Version: '2019',
      filingStatus: federal.filingStatus,
      allowances: numberOf(federal.allowances, 'federal.allowances', report),
      extraWithholdingCents: money.extraWithholdingCents,
      exempt: federal.exempt,
    });
  }
  return given({
    w4Version: '2020',
    filingStatus: federal.filingStatus,
    multipleJobs: federal.multipleJobs,
    ...money,
    exempt: federal.exempt,
  });
}

/**
 * The form as the calculator's request: dollars become integer cents, typed numbers become
 * numbers, each W-4 edition and earning kind sends only its own fields, the state sends the
 * fields of its certificate. Text that is not a number is reported at its field; the rest is
 * for the contract (`paycheckRequestSchema`) to judge.
 */
export function formToRequest(
  values: PaycheckFormValues,
  certificate: PaycheckCertificate | null,
): { request: RequestCandidate; issues: FormIssue[] } {
  const issues: FormIssue[] = [];
  const report: Collect = (path, message) => issues.push({ path, message });
  const state = certificate
    ? certificateToRequest(certificate, values.state.fields, certificateMessageIds)
    : null;
  for (const issue of state?.issues ?? []) report(`state.fields.${issue.field}`, issue.message);
  const ytd = values.ytd.include
    ? given(
        Object.fromEntries(
          YTD_FIELDS.map((field) => [
            `${field}Cents`,
            cents(values.ytd[field], `ytd.${field}`, report),
          ]),
        ),
      )
    : undefined;
  const request = given({
    taxYear: values.taxYear,
    payFrequency: values.payFrequency,
    payDate: values.payDate,
    earnings: values.earnings.map((line, index) =>
      earningToRequest(line, `earnings.${index}`, report),
    ),
    deductions: values.deductions.map((line, index) =>
      deductionToRequest(line, `deductions.${index}`, report),
    ),
    federal: federalToRequest(values.federal, report),
    state: { ...state?.fields, code: values.state.code },
    ytd,
  });
  return { request, issues };
}
