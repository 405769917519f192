import BadgeIcon from '@mui/icons-material/Badge';
import BusinessIcon from '@mui/icons-material/Business';
import PauseCircleIcon from '@mui/icons-material/PauseCircle';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import { Grid } from '@mui/material';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { failureDetail } from '@web/shared/http/http-client';
import { Loader } from '@web/shared/ui/loader';
import { PageHeader } from '@web/shared/ui/page-header';
import { useAdminDashboard } from '../api/get-admin-dashboard';
import { LatestEventsCard } from '../components/latest-events-card';
import { OnboardingCompaniesCard } from '../components/onboarding-companies-card';
import { QueryFailure } from '@web/shared/ui/query-failure';
import { StatCard } from '../components/stat-card';

/** /dashboard: what the platform holds, what is still onboarding, and what happened lately. */
export function AdminDashboardPage({
  payrollStat,
  taxStat,
}: {
  payrollStat?: ReactNode;
  taxStat?: ReactNode;
}) {
  const intl = useIntl();
  const dashboard = useAdminDashboard();
  const header = <PageHeader title={<FormattedMessage id="dashboard.admin.title" />} />;
  if (dashboard.isPending) return <Loader />;
  if (dashboard.isError) {
    const fallback = intl.formatMessage({ id: 'companies.error.dashboard' });
    return (
      <>
        {header}
        <QueryFailure
          message={failureDetail(dashboard.error, fallback)}
          onRetry={() => void dashboard.refetch()}
        />
      </>
    );
  }
  const { companiesByStatus, employees, onboardingCompanies, latestEvents } = dashboard.data;
  return (
    <>
      {header}
      <Grid container spacing={3}>
        {/* The counts share a row of their own, so each keeps its width beside the others. */}
        <Grid size={12}>
          <Grid container spacing={3}>
            {[
              <StatCard
                key="active"
                labelId="companies.dashboard.active"
                value={companiesByStatus.active}
                to="/companies?status=active"
                icon={BusinessIcon}
                color="success"
                testId="stat-active"
              />,
              <StatCard
                key="onboarding"
                labelId="companies.dashboard.onboardingCount"
                value={companiesByStatus.onboarding}
                to="/companies?status=onboarding"
                icon={PendingActionsIcon}
                color="warning"
                testId="stat-onboarding"
              />,
              <StatCard
                key="suspended"
                labelId="companies.dashboard.suspended"
                value={companiesByStatus.suspended}
                to="/companies?status=suspended"
                icon={PauseCircleIcon}
                color="secondary"
                testId="stat-suspended"
              />,
              <StatCard
                key="employees"
                labelId="companies.dashboard.employees"
                value={employees}
                to="/companies"
                icon={BadgeIcon}
                color="primary"
                testId="stat-employees"
              />,
              payrollStat,
              taxStat,
            ]
              .filter(Boolean)
              .map((card, index) => (
                <Grid key={index} size={{ xs: 12, sm: 6, lg: 'grow' }}>
                  {card}
                </Grid>
              ))}
          </Grid>
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <OnboardingCompaniesCard companies={onboardingCompanies} />
        </Grid>
        <Grid size={{ xs: 12, lg: 7 }}>
          <LatestEventsCard events={latestEvents} />
        </Grid>
      </Grid>
    </>
  );
}
