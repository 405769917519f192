import type { PayrollDraft } from '@paydesk/contracts';
import { Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { SectionCard } from '@web/shared/ui/section-card';
import { lineOfPath } from '../../model/readiness-links';
import { ReadinessList, type ReadinessEntry } from '../readiness-list';

/** How many checks the panel lists; a draft of thousands of lines says how many more there are. */
export const READINESS_SHOWN = 25;

/**
 * The draft's readiness: its own checks and every line's (`lines.{employeeId}.{field}`), named
 * by the employee when the line is on the page shown.
 */
export function ReadinessPanel({ companyId, draft }: { companyId: string; draft: PayrollDraft }) {
  const names = new Map(
    draft.items.map((line) => [line.employeeId, `${line.firstName} ${line.lastName}`]),
  );
  const entries: ReadinessEntry[] = draft.readiness.map((item) => {
    const employeeId = lineOfPath(item.path)?.employeeId ?? null;
    const employeeName = employeeId ? names.get(employeeId) : undefined;
    return {
      ...item,
      employeeId,
      employeeName: employeeName ?? (employeeId ? item.message : undefined),
    };
  });
  const more = entries.length - READINESS_SHOWN;
  return (
    <SectionCard titleId="payroll.readiness.title" testId="readiness-panel">
      <ReadinessList
        companyId={companyId}
        entries={entries.slice(0, READINESS_SHOWN)}
        readyId="payroll.readiness.ready"
      />
      {more > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          <FormattedMessage id="payroll.readiness.more" values={{ count: more }} />
        </Typography>
      )}
    </SectionCard>
  );
}
