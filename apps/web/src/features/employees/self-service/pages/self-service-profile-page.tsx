import { Stack } from '@mui/material';
import { useEffect, type ComponentType } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router';
import { FormMessages } from '@web/shared/forms/form-messages';
import { PageHeader } from '@web/shared/ui/page-header';
import { useWorkStates } from '../../api/list-work-states';
import { ProfileForm } from '../../components/profile/profile-form';
import { TaxesTab } from '../../components/profile/taxes-tab';
import { employeeMessages } from '../../model/employee-messages';
import type { EmployeeTabProps } from '../../model/profile-slots';
import { DepositAccountsCard } from '../components/deposit-accounts-card';
import { EmploymentSummaryCard } from '../components/employment-summary-card';
import { OwnRecordLoader } from '../components/own-record-loader';
import { SelfServiceWording } from '../components/self-service-wording';

/**
 * Scrolls to the section a checklist link names (`?section=federalTax`); the state certificate
 * appears only once the work states are read, so it tries again then.
 */
function ScrollToSection() {
  const [params] = useSearchParams();
  const section = params.get('section');
  const statesRead = useWorkStates().isSuccess;
  useEffect(() => {
    if (!section) return;
    document.getElementById(`employee-section-${section}`)?.scrollIntoView({ block: 'start' });
  }, [section, statesRead]);
  return null;
}

/**
 * /employee/profile: the employee's own profile and address, W-4 and state certificate, with the
 * section forms of the employer's profile page; employment and pay are shown, not edited, and so
 * are the recurring deductions (`deductions`, a feature above this one, passed in by the app).
 */
export function SelfServiceProfilePage({
  deductions: Deductions,
}: {
  deductions?: ComponentType<EmployeeTabProps>;
}) {
  return (
    <>
      <PageHeader
        title={<FormattedMessage id="menu.profile" />}
        subtitle={<FormattedMessage id="employees.selfService.profile.subtitle" />}
      />
      <OwnRecordLoader>
        {(employee, companyId, reload) => {
          const common = { companyId, employee, readOnly: employee.status === 'terminated' };
          return (
            <FormMessages table={employeeMessages}>
              <SelfServiceWording>
                <Stack spacing={3}>
                  {/* A new version (after a save or a reload) starts each form from the record. */}
                  <ProfileForm key={employee.version} {...common} onReload={reload} ownRecord />
                  <TaxesTab {...common} onReload={reload} />
                  <EmploymentSummaryCard employee={employee} />
                  {Deductions && <Deductions companyId={companyId} employee={employee} />}
                  <DepositAccountsCard />
                </Stack>
                <ScrollToSection />
              </SelfServiceWording>
            </FormMessages>
          );
        }}
      </OwnRecordLoader>
    </>
  );
}
