import { Grid } from '@mui/material';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAuth } from '@web/features/auth';
import { PageHeader } from '@web/shared/ui/page-header';
import { EmploymentSummaryCard } from '../components/employment-summary-card';
import { OnboardingChecklistCard } from '../components/onboarding-checklist-card';
import { OwnRecordLoader } from '../components/own-record-loader';

type Props = {
  /** The latest pay stub card, which the app brings from the pay-stubs feature. */
  latestPayStub?: ReactNode;
  /** The time-off card (balances, Request time off), from the time-off feature. */
  timeOff?: ReactNode;
  /** The tax documents card (published W-2s), from the year-end feature. */
  taxDocuments?: ReactNode;
};

/** /employee/dashboard: the employee's status, what is left for them, their job and pay. */
export function SelfServiceDashboardPage({ latestPayStub, timeOff, taxDocuments }: Props) {
  const { user } = useAuth();
  const name = `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim() || user?.email || '';
  return (
    <>
      <PageHeader
        title={<FormattedMessage id="dashboard.employee.title" />}
        subtitle={<FormattedMessage id="dashboard.welcome" values={{ name }} />}
      />
      <OwnRecordLoader>
        {(employee) => (
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 6 }}>
              <OnboardingChecklistCard employee={employee} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <EmploymentSummaryCard employee={employee} />
            </Grid>
            {latestPayStub && <Grid size={{ xs: 12, md: 6 }}>{latestPayStub}</Grid>}
            {timeOff && <Grid size={{ xs: 12, md: 6 }}>{timeOff}</Grid>}
            {taxDocuments && <Grid size={{ xs: 12, md: 6 }}>{taxDocuments}</Grid>}
          </Grid>
        )}
      </OwnRecordLoader>
    </>
  );
}
