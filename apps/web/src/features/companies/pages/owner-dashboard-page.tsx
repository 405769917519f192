import { Alert, Button, Grid, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { OnboardingEmployeesCard } from '@web/features/employees';
import { Loader } from '@web/shared/ui/loader';
import { PageHeader } from '@web/shared/ui/page-header';
import { useOnboarding } from '../api/get-onboarding';
import { CompanyLinks } from '../components/company-links';
import { CompanyLoader } from '../components/company-loader';
import { CompanyStatusChip } from '../components/company-status-chip';
import { OnboardingChecklist } from '../components/onboarding-checklist';
import { QueryFailure } from '@web/shared/ui/query-failure';
import { SectionCard } from '@web/shared/ui/section-card';

function ChecklistSection({ companyId }: { companyId: string }) {
  const intl = useIntl();
  const onboarding = useOnboarding(companyId);
  if (onboarding.isPending) return <Loader />;
  if (onboarding.isError) {
    return (
      <QueryFailure
        message={intl.formatMessage({ id: 'companies.error.fetch' })}
        onRetry={() => void onboarding.refetch()}
      />
    );
  }
  return <OnboardingChecklist checklist={onboarding.data.checklist} companyId={companyId} />;
}

type Props = {
  /** The signed-in owner's company (the app layer reads it from the session). */
  companyId: string | null;
  userName: string;
  /** The payroll panel (next pay date, cost chart), which the app layer fills. */
  payroll?: ReactNode;
  /** The next tax deposit's card, which the app layer fills. */
  taxes?: ReactNode;
};

/** /owner/dashboard: the owner's company, its status and what onboarding still needs. */
export function OwnerDashboardPage({ companyId, userName, payroll, taxes }: Props) {
  const title = <FormattedMessage id="dashboard.owner.title" />;
  if (!companyId) {
    return (
      <>
        <PageHeader title={title} />
        <Alert severity="info">
          <FormattedMessage id="companies.owner.noCompany" />
        </Alert>
      </>
    );
  }
  return (
    <CompanyLoader companyId={companyId}>
      {(company) => (
        <>
          <PageHeader
            title={title}
            subtitle={<FormattedMessage id="dashboard.welcome" values={{ name: userName }} />}
          />
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 5 }}>
              <SectionCard titleId="companies.owner.company" testId="owner-company">
                <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
                  <Typography variant="h3" component="p" data-testid="owner-company-name">
                    {company.name}
                  </Typography>
                  <CompanyStatusChip status={company.status} />
                  <Typography variant="body2" color="text.secondary" dir="auto">
                    <FormattedMessage
                      id="companies.page.employeeCount"
                      values={{ count: company.employeeCount }}
                    />
                  </Typography>
                  <Button component={RouterLink} to={`/company/${company.id}`} variant="outlined">
                    <FormattedMessage id="companies.owner.openCompany" />
                  </Button>
                </Stack>
              </SectionCard>
            </Grid>
            <Grid size={{ xs: 12, md: 7 }}>
              <SectionCard titleId="companies.checklist.title">
                <ChecklistSection companyId={company.id} />
              </SectionCard>
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <OnboardingEmployeesCard companyId={company.id} />
            </Grid>
            {payroll && <Grid size={12}>{payroll}</Grid>}
            {taxes && <Grid size={{ xs: 12, md: 5 }}>{taxes}</Grid>}
            <Grid size={{ xs: 12, md: 7 }}>
              <SectionCard titleId="companies.section.manage">
                <CompanyLinks company={company} />
              </SectionCard>
            </Grid>
          </Grid>
        </>
      )}
    </CompanyLoader>
  );
}
