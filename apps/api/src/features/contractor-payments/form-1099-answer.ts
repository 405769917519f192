import type { Form1099NecItem } from '@paydesk/contracts';
import type { Form1099SumRow } from './form-1099-repository';
import { isForm1099NecRequired } from './form-1099-rules';

/** A TIN as the recipient's copy may print it: only the last four digits. */
export function maskedTinOf(tinType: string | null, last4: string | null): string {
  if (!last4) return '';
  return tinType === 'ein' ? `**-***${last4}` : `***-**-${last4}`;
}

/** One contractor's form from the year's sums. */
export function form1099ItemOf(row: Form1099SumRow, year: number): Form1099NecItem {
  const box1Cents = Number(row.box1 ?? 0);
  const box4Cents = Number(row.box4 ?? 0);
  return {
    contractorId: row.contractor_id,
    name: row.display_name,
    contractorType: row.type === 'business' ? 'business' : 'individual',
    tinMasked: maskedTinOf(row.tin_type, row.tin_last4),
    box1Cents,
    box4Cents,
    // Paydesk withholds no state tax from contractors and keeps no payer state number for them.
    states: [],
    paymentCount: Number(row.payments ?? 0),
    required: isForm1099NecRequired(year, box1Cents, box4Cents),
  };
}
