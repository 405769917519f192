import { lazy, Suspense } from 'react';
import { Loader } from '@web/shared/ui/loader';

// The chart library loads with the panel, not with the dashboard that holds it.
const Panel = lazy(async () => ({
  default: (await import('./owner-payroll-panel')).OwnerPayrollPanel,
}));

/** The owner dashboard's payroll panel, loaded on first show. */
export function OwnerPayrollSlot({ companyId }: { companyId: string }) {
  return (
    <Suspense fallback={<Loader />}>
      <Panel companyId={companyId} />
    </Suspense>
  );
}
