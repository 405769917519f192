import type { Employee } from '@paydesk/contracts';
import { Button } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { SectionCard } from '@web/shared/ui/section-card';
import { readinessTarget, type ReadinessTarget } from '../../model/readiness-targets';
import { MissingList } from '../missing-list';

type Props = { employee: Employee; onFix: (target: ReadinessTarget) => void };

/** What keeps the employee out of payroll, each with a way to the section that fixes it. */
export function ReadinessCard({ employee, onFix }: Props) {
  return (
    <SectionCard titleId="employees.profile.readiness.title" testId="readiness-card">
      <MissingList
        readyId="employees.profile.readiness.ready"
        entries={employee.readiness.map((item) => ({
          key: `${item.code}-${item.path}`,
          code: item.code,
          action:
            item.code === 'employee.terminated' ? undefined : (
              <Button size="small" onClick={() => onFix(readinessTarget(item.path))}>
                <FormattedMessage id="employees.profile.readiness.fix" />
              </Button>
            ),
        }))}
      />
    </SectionCard>
  );
}
