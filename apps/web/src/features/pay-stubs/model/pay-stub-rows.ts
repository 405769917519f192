import type { PayStubListItem } from '@paydesk/contracts';
import { statusBadges, type StatusBadge } from './pay-stub-status';
import { isVoidable } from './void-rules';

/** One row of the pay stubs grid: the list item with what its cells and actions need. */
export type PayStubRow = PayStubListItem & {
  badges: StatusBadge[];
  /** Offers Void payment (when the viewer may void at all). */
  voidable: boolean;
};

export function payStubRow(item: PayStubListItem, viewerMayVoid: boolean): PayStubRow {
  return {
    ...item,
    badges: statusBadges(item.status, item.paymentStatus),
    voidable: viewerMayVoid && isVoidable(item),
  };
}

export const payStubRows = (items: readonly PayStubListItem[], viewerMayVoid: boolean) =>
  items.map((item) => payStubRow(item, viewerMayVoid));
