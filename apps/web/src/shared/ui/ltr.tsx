import type { ReactNode } from 'react';

/**
 * Text that always reads left to right, even in a right-to-left page: phone numbers, money,
 * EINs, SSNs, routing and account numbers, dates. Isolated (`<bdi>`) so it neither takes the
 * page's direction nor reorders the words around it.
 */
export function Ltr({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <bdi dir="ltr" data-testid={testId}>
      {children}
    </bdi>
  );
}
