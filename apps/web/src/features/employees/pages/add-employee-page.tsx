import type { Employee } from '@paydesk/contracts';
import { Alert } from '@mui/material';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { useNotify } from '@web/shared/notify/notify';
import { useSettings } from '@web/shared/settings/settings-context';
import { Loader } from '@web/shared/ui/loader';
import { PageHeader } from '@web/shared/ui/page-header';
import { QueryFailure } from '@web/shared/ui/query-failure';
import { usePayGroups } from '../api/list-pay-groups';
import { useWorkStates } from '../api/list-work-states';
import { profilePath } from '../components/employee-grid';
import { AddEmployeeWizard } from '../components/wizard/add-employee-wizard';
import { clearDraft, loadDraft, type EmployeeDraft } from '../model/draft-storage';
import { emptyWizardValues } from '../model/wizard-values';

/** company/{id}/add-employee: the onboarding wizard; the draft stays in this browser. */
export function AddEmployeePage() {
  const companyId = useParams().companyId ?? '';
  const intl = useIntl();
  const notify = useNotify();
  const navigate = useNavigate();
  const locale = useSettings().settings.i18n;
  const payGroups = usePayGroups(companyId);
  const states = useWorkStates();
  const storage = window.localStorage;
  const [restored] = useState(() => loadDraft(storage, companyId, emptyWizardValues(locale)));
  const [draft, setDraft] = useState<EmployeeDraft>(
    () => restored ?? { step: 'identity', values: emptyWizardValues(locale) },
  );
  // A new key starts the wizard again from the given draft.
  const [generation, setGeneration] = useState(0);

  const handleCreated = (employee: Employee) => {
    clearDraft(storage, companyId);
    notify.success({
      id: 'employees.wizard.created',
      values: { name: `${employee.firstName} ${employee.lastName}`, email: employee.email },
    });
    void navigate(profilePath(companyId, employee.id));
  };
  const handleStartOver = () => {
    clearDraft(storage, companyId);
    setDraft({ step: 'identity', values: emptyWizardValues(locale) });
    setGeneration((current) => current + 1);
  };

  return (
    <>
      <PageHeader
        title={<FormattedMessage id="employees.wizard.title" />}
        subtitle={<FormattedMessage id="employees.wizard.subtitle" />}
      />
      {restored && generation === 0 && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="draft-restored">
          <FormattedMessage id="employees.wizard.draftRestored" />
        </Alert>
      )}
      {(payGroups.isPending || states.isPending) && <Loader />}
      {(payGroups.isError || states.isError) && (
        <QueryFailure
          message={intl.formatMessage({ id: 'employees.error.choices' })}
          onRetry={() => {
            void payGroups.refetch();
            void states.refetch();
          }}
        />
      )}
      {payGroups.data && states.data && (
        <AddEmployeeWizard
          key={generation}
          companyId={companyId}
          payGroups={payGroups.data}
          states={states.data}
          storage={storage}
          initial={draft}
          onCreated={handleCreated}
          onStartOver={handleStartOver}
        />
      )}
    </>
  );
}
