import { recurringDeductionKinds, type RemittanceKind } from '@paydesk/contracts';
import { kindName } from './deduction-answer';

const kinds = new Set<string>(recurringDeductionKinds);

/** A stub's deduction code as a remittance kind: `postTax` is the API's `post_tax`. */
export function remittanceKindOf(code: string): RemittanceKind {
  if (code === 'postTax') return 'post_tax';
  if (kinds.has(code)) return code as RemittanceKind;
  return 'section125';
}

/** Who receives a plan's money, as the remittance names them: the plan of that kind. */
export const planNameOf = (kind: RemittanceKind): string =>
  kind === 'section125'
    ? 'Section 125 (cafeteria plan)'
    : `${kindName(kind as (typeof recurringDeductionKinds)[number])} plan`;
