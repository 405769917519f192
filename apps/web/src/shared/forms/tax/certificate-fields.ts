import type { PaycheckCertificate, PaycheckCertificateField } from '@paydesk/contracts';
import type { Locale } from '@web/shared/i18n/catalogues';
import { centsToMoneyText, moneyTextToCents, type MoneyText } from '../money-text';
import { parseNumberText } from '../number-text';

type Option = string | number | boolean;

/** What a certificate field holds in a form: a switch, a choice or number as text, money. */
export type CertificateValue = boolean | string | MoneyText;

/** How a state certificate field is asked for, decided from its JSON Schema. */
export type CertificateControl =
  | { kind: 'switch' }
  /** `optional`: no default, so "not given" is a choice too. */
  | { kind: 'select'; options: readonly Option[]; optional: boolean }
  /** Whole cents (a field named …Cents): typed in dollars, sent in cents. */
  | { kind: 'money' }
  | { kind: 'integer' }
  | { kind: 'number' }
  | { kind: 'text' }
  /** A constant: nothing to ask, the engine's default applies. */
  | { kind: 'fixed' };

export type CertificateFieldSpec = {
  name: string;
  control: Exclude<CertificateControl, { kind: 'fixed' }>;
  schema: PaycheckCertificateField;
  required: boolean;
};

export function certificateControl(
  name: string,
  field: PaycheckCertificateField,
): CertificateControl {
  if (field.const !== undefined) return { kind: 'fixed' };
  if (field.enum !== undefined && field.enum.length > 0) {
    return { kind: 'select', options: field.enum, optional: field.default === undefined };
  }
  switch (field.type) {
    case 'boolean':
      return { kind: 'switch' };
    case 'integer':
      return name.endsWith('Cents') ? { kind: 'money' } : { kind: 'integer' };
    case 'number':
      return { kind: 'number' };
    default:
      return { kind: 'text' };
  }
}

/** Beyond this many options a choice filters as the person types (Indiana's 92 counties). */
export const SEARCHABLE_OPTIONS = 12;

/** Whether a choice is long enough to be searched rather than scrolled. */
export const isSearchable = (control: CertificateControl): boolean =>
  control.kind === 'select' && control.options.length > SEARCHABLE_OPTIONS;

/** The fields to show, in the state's own order. */
export function certificateFieldSpecs(certificate: PaycheckCertificate): CertificateFieldSpec[] {
  const required = new Set(certificate.required ?? []);
  const specs: CertificateFieldSpec[] = [];
  for (const [name, schema] of Object.entries(certificate.properties)) {
    const control = certificateControl(name, schema);
    if (control.kind !== 'fixed')
      specs.push({ name, control, schema, required: required.has(name) });
  }
  return specs;
}

/** "additionalWithholdingCents" → "Additional withholding": the label of a field no catalogue names yet. */
export function humanizeFieldName(name: string): string {
  const words = name
    .replace(/Cents$/, '')
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const defaultValue = (spec: CertificateFieldSpec, locale: Locale): CertificateValue => {
  const given = spec.schema.default;
  switch (spec.control.kind) {
    case 'switch':
      return typeof given === 'boolean' ? given : false;
    case 'money':
      return centsToMoneyText(typeof given === 'number' ? given : null, locale);
    case 'select':
    case 'integer':
    case 'number':
      return given === undefined || given === null ? '' : String(given);
    case 'text':
      return typeof given === 'string' ? given : '';
  }
};

/** A state's certificate as the form starts it: the state's defaults ("no certificate on file"). */
export function certificateDefaults(
  certificate: PaycheckCertificate,
  locale: Locale,
): Record<string, CertificateValue> {
  return Object.fromEntries(
    certificateFieldSpecs(certificate).map((spec) => [spec.name, defaultValue(spec, locale)]),
  );
}

/** The kinds of problem a certificate field can have, each shown by a catalogue id. */
export type CertificateIssueKind =
  'wholeNumber' | 'minimum' | 'maximum' | 'format' | 'money' | 'number' | 'required';

/** The shared catalogue's texts for them; a form may use its own. */
export const certificateMessageIds: Record<CertificateIssueKind, string> = {
  wholeNumber: 'validation.certificate.wholeNumber',
  minimum: 'validation.certificate.minimum',
  maximum: 'validation.certificate.maximum',
  format: 'validation.certificate.format',
  money: 'validation.certificate.money',
  number: 'validation.certificate.number',
  required: 'validation.certificate.required',
};

/** A problem with one certificate field; the message is a catalogue id. */
export type CertificateIssue = { field: string; message: string };

export type CertificateFields = { fields: Record<string, Option>; issues: CertificateIssue[] };

const isMoneyText = (value: unknown): value is MoneyText =>
  typeof value === 'object' && value !== null && 'text' in value && 'locale' in value;

const rangeIssue = (spec: CertificateFieldSpec, value: number): CertificateIssueKind | null => {
  if (spec.control.kind !== 'number' && !Number.isInteger(value)) return 'wholeNumber';
  if (spec.schema.minimum !== undefined && value < spec.schema.minimum) return 'minimum';
  if (spec.schema.maximum !== undefined && value > spec.schema.maximum) return 'maximum';
  return null;
};

/** A pattern the browser cannot compile is left to the engine to judge. */
const matches = (pattern: string, text: string): boolean => {
  try {
    return new RegExp(pattern, 'u').test(text);
  } catch {
    return true;
  }
};

const checkedNumber = (
  spec: CertificateFieldSpec,
  value: number | null,
): { value?: number; issue?: CertificateIssueKind } => {
  if (value === null) return {};
  const issue = rangeIssue(spec, value);
  return issue ? { issue } : { value };
};

/** What one field sends: a value, nothing (the state's default applies), or a problem. */
const fieldValue = (
  spec: CertificateFieldSpec,
  value: CertificateValue | undefined,
): { value?: Option; issue?: CertificateIssueKind } => {
  switch (spec.control.kind) {
    case 'switch':
      return { value: value === true };
    case 'select': {
      if (typeof value !== 'string' || value === '') return {};
      return { value: spec.control.options.find((option) => String(option) === value) ?? value };
    }
    case 'text': {
      const text = typeof value === 'string' ? value.trim() : '';
      if (text === '') return {};
      const pattern = spec.schema.pattern;
      return pattern !== undefined && !matches(pattern, text)
        ? { issue: 'format' }
        : { value: text };
    }
    case 'money': {
      const parsed = isMoneyText(value) ? moneyTextToCents(value) : null;
      if (parsed && !parsed.ok) return { issue: 'money' };
      return checkedNumber(spec, parsed?.cents ?? null);
    }
    case 'integer':
    case 'number': {
      const parsed = parseNumberText(typeof value === 'string' ? value : '');
      if (!parsed.ok) return { issue: 'number' };
      return checkedNumber(spec, parsed.value);
    }
  }
};

/**
 * The certificate fields of the request (`state` beside `code`), checked against the state's
 * JSON Schema: whole numbers, minimum, maximum, required. The engine checks them again.
 */
export function certificateToRequest(
  certificate: PaycheckCertificate,
  values: Readonly<Record<string, CertificateValue>>,
  messageIds: Record<CertificateIssueKind, string> = certificateMessageIds,
): CertificateFields {
  const fields: Record<string, Option> = {};
  const issues: CertificateIssue[] = [];
  for (const spec of certificateFieldSpecs(certificate)) {
    const { value, issue } = fieldValue(spec, values[spec.name]);
    if (issue) issues.push({ field: spec.name, message: messageIds[issue] });
    else if (value !== undefined) fields[spec.name] = value;
    else if (spec.required) issues.push({ field: spec.name, message: messageIds.required });
  }
  return { fields, issues };
}

/** The request's certificate fields back into form values (unknown fields are dropped). */
export function certificateFromRequest(
  certificate: PaycheckCertificate,
  fields: Readonly<Record<string, unknown>>,
  locale: Locale,
): Record<string, CertificateValue> {
  const values = certificateDefaults(certificate, locale);
  for (const spec of certificateFieldSpecs(certificate)) {
    const given = fields[spec.name];
    if (given === undefined) continue;
    if (spec.control.kind === 'switch') values[spec.name] = given === true;
    else if (spec.control.kind === 'money') {
      values[spec.name] = centsToMoneyText(typeof given === 'number' ? given : null, locale);
    } else values[spec.name] = String(given);
  }
  return values;
}
