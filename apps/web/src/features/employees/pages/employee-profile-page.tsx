import { Alert, Box, Grid, Stack, Tab, Tabs } from '@mui/material';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router';
import { FormMessages } from '@web/shared/forms/form-messages';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { useBreadcrumbLabel } from '@web/shared/layout/breadcrumbs/breadcrumb-labels';
import { Loader } from '@web/shared/ui/loader';
import { PageHeader } from '@web/shared/ui/page-header';
import { QueryFailure } from '@web/shared/ui/query-failure';
import { useEmployee } from '../api/get-employee';
import { usePayGroups } from '../api/list-pay-groups';
import { EmploymentForm } from '../components/profile/employment-form';
import { OnboardingCard } from '../components/profile/onboarding-card';
import { ProfileForm } from '../components/profile/profile-form';
import { ProfileHeader } from '../components/profile/profile-header';
import { ReadinessCard } from '../components/profile/readiness-card';
import { TabNotAvailable } from '../components/profile/tab-not-available';
import { TaxesTab } from '../components/profile/taxes-tab';
import { TerminateDialog } from '../components/profile/terminate-dialog';
import { employeeMessages } from '../model/employee-messages';
import { isSlotTab, type EmployeeProfileSlots } from '../model/profile-slots';
import { profileTabs, tabOf, type ReadinessTarget } from '../model/readiness-targets';

/**
 * company/{id}/employee-management/profile/{employeeId}: the employee's header, readiness and
 * onboarding, and a tab per section. The tab and section live in the address (`?tab=&section=`).
 */
export function EmployeeProfilePage({ slots = {} }: { slots?: EmployeeProfileSlots }) {
  const { companyId = '', employeeId = '' } = useParams();
  const intl = useIntl();
  const format = useFormatters();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const section = params.get('section');
  const query = useEmployee(companyId, employeeId);
  const payGroups = usePayGroups(companyId);
  const [terminating, setTerminating] = useState(false);
  const employee = query.data;
  // The crumb names the employee (spec §2.3).
  useBreadcrumbLabel('employee', employee ? `${employee.firstName} ${employee.lastName}` : null);

  // Another employee's profile opens at its top (the list or the wizard was scrolled down). A
  // block, not an arrow's value: browsers whose scrollTo answers a promise would hand React a
  // promise as the effect's clean-up.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [employeeId]);
  useEffect(() => {
    if (!section || !employee) return;
    document.getElementById(`employee-section-${section}`)?.scrollIntoView({ block: 'start' });
  }, [tab, section, employee]);

  if (query.isPending) return <Loader />;
  if (query.isError) {
    return (
      <>
        <PageHeader title={<FormattedMessage id="employees.page.fallbackTitle" />} />
        <QueryFailure
          message={intl.formatMessage({ id: 'employees.error.fetch' })}
          onRetry={() => void query.refetch()}
        />
      </>
    );
  }
  const loaded = query.data;
  const readOnly = loaded.status === 'terminated';
  const reload = () => void query.refetch();
  const show = (target: ReadinessTarget) => setParams({ tab: target.tab, section: target.section });
  const common = { companyId, employee: loaded, readOnly, onReload: reload };
  const Slot = isSlotTab(tab) ? slots[tab] : undefined;
  return (
    <FormMessages table={employeeMessages}>
      <ProfileHeader
        companyId={companyId}
        employee={loaded}
        onTerminate={() => setTerminating(true)}
      />
      {readOnly && (
        <Alert severity="info" sx={{ mb: 3 }} data-testid="terminated-notice">
          <FormattedMessage
            id="employees.terminate.terminatedOn"
            values={{
              date: loaded.terminationDate ? format.date(loaded.terminationDate) : '',
              reason: loaded.terminationReason
                ? intl.formatMessage({
                    id: `employees.termination.reason.${loaded.terminationReason}`,
                  })
                : '',
            }}
          />
        </Alert>
      )}
      <Grid container spacing={3} sx={{ mb: 3, alignItems: 'flex-start' }}>
        <Grid size={{ xs: 12, md: 7 }}>
          <ReadinessCard employee={loaded} onFix={show} />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <OnboardingCard employee={loaded} />
        </Grid>
      </Grid>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={tab}
          onChange={(_event, next: string) => setParams({ tab: next })}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={intl.formatMessage({ id: 'employees.profile.tabs' })}
        >
          {profileTabs.map((id) => (
            <Tab
              key={id}
              value={id}
              label={intl.formatMessage({ id: `employees.profile.tab.${id}` })}
            />
          ))}
        </Tabs>
      </Box>
      <Stack
        spacing={3}
        role="tabpanel"
        aria-label={intl.formatMessage({ id: `employees.profile.tab.${tab}` })}
      >
        {/* A new version (after a save or a reload) starts each form again from the record. */}
        {tab === 'profile' && <ProfileForm key={loaded.version} {...common} />}
        {tab === 'employment' && (
          <EmploymentForm key={loaded.version} {...common} payGroups={payGroups.data ?? []} />
        )}
        {tab === 'taxes' && <TaxesTab {...common} />}
        {isSlotTab(tab) &&
          (Slot ? <Slot companyId={companyId} employee={loaded} /> : <TabNotAvailable />)}
      </Stack>
      {terminating && (
        <TerminateDialog
          companyId={companyId}
          employee={loaded}
          onClose={() => setTerminating(false)}
        />
      )}
    </FormMessages>
  );
}
