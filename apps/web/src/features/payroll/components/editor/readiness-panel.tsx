import type { PayrollDraft } from '@paydesk/contracts';
import { SectionCard } from '@web/shared/ui/section-card';
import { ReadinessList, type ReadinessEntry } from '../readiness-list';

/**
 * The draft's readiness: its own checks, then each line of the page shown that is not ready
 * (the lines of other pages carry theirs, and the commit lists every failure anyway).
 */
export function ReadinessPanel({ companyId, draft }: { companyId: string; draft: PayrollDraft }) {
  const entries: ReadinessEntry[] = [
    ...draft.readiness,
    ...draft.items
      .filter((line) => !line.excluded)
      .flatMap((line) =>
        line.readiness.map((item) => ({
          ...item,
          employeeId: line.employeeId,
          employeeName: `${line.firstName} ${line.lastName}`,
        })),
      ),
  ];
  return (
    <SectionCard titleId="payroll.readiness.title" testId="readiness-panel">
      <ReadinessList companyId={companyId} entries={entries} readyId="payroll.readiness.ready" />
    </SectionCard>
  );
}
