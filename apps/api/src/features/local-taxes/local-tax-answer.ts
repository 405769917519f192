import {
  localTaxIdOf,
  type LocalTax,
  type LocalTaxKind,
  type LocalTaxRequest,
} from '@paydesk/contracts';
import type { LocalTaxRow, LocalTaxValues } from './local-tax-repository';

const kindWords: Record<LocalTaxKind, string> = {
  pa_eit: 'Pennsylvania earned income tax',
  pa_lst: 'Pennsylvania local services tax',
  oh_municipal: 'Ohio municipal income tax',
};

/** How a sentence names a jurisdiction: its kind and its code. */
export const describeLocalTax = (kind: LocalTaxKind, code: string): string =>
  `${kindWords[kind]} of ${kind === 'oh_municipal' ? 'municipality code' : 'PSD code'} ${code}`;

/** The columns a request fills; the other kinds' columns are cleared. */
export function valuesOf(request: LocalTaxRequest): LocalTaxValues {
  const none = {
    resident_rate: null,
    nonresident_rate: null,
    annual_cents: null,
    rate: null,
    credit_rate: null,
  };
  const common = { kind: request.kind, code: request.code, name: request.name };
  switch (request.kind) {
    case 'pa_eit':
      return {
        ...none,
        ...common,
        resident_rate: request.residentRate,
        nonresident_rate: request.nonresidentRate,
      };
    case 'pa_lst':
      return { ...none, ...common, annual_cents: request.annualCents };
    case 'oh_municipal':
      return { ...none, ...common, rate: request.rate, credit_rate: request.creditRate };
  }
}

/** A stored jurisdiction as the API answers it; a row of an unknown kind is left out. */
export function localTaxOf(row: LocalTaxRow): LocalTax | null {
  const common = {
    id: row.id,
    companyId: row.company_id,
    code: row.code,
    name: row.name,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
  switch (row.kind) {
    case 'pa_eit':
      return {
        ...common,
        kind: 'pa_eit',
        localId: localTaxIdOf('pa_eit', row.code),
        residentRate: row.resident_rate ?? '0',
        nonresidentRate: row.nonresident_rate ?? '0',
      };
    case 'pa_lst':
      return {
        ...common,
        kind: 'pa_lst',
        localId: localTaxIdOf('pa_lst', row.code),
        annualCents: Number(row.annual_cents ?? 0),
      };
    case 'oh_municipal':
      return {
        ...common,
        kind: 'oh_municipal',
        localId: localTaxIdOf('oh_municipal', row.code),
        rate: row.rate ?? '0',
        creditRate: row.credit_rate ?? '0',
      };
    default:
      return null;
  }
}
