import type { ReactNode } from 'react';

/**
 * Text that always reads left to right, even in a right-to-left page: phone numbers, money,
 * EINs, SSNs, routing and account numbers, dates. Isolated (`<bdi>`) so it neither takes the
 * page's direction nor reorders the words around it.
 */
export function Ltr({
  children,
  testId,
  noWrap = false,
}: {
  children: ReactNode;
  testId?: string;
  /** Kept on one line (a date in a range that may wrap between its two dates, not inside one). */
  noWrap?: boolean;
}) {
  return (
    <bdi dir="ltr" data-testid={testId} style={noWrap ? { whiteSpace: 'nowrap' } : undefined}>
      {children}
    </bdi>
  );
}
