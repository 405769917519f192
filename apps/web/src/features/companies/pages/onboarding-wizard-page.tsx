import { Alert } from '@mui/material';
import { useCallback } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { Loader } from '@web/shared/ui/loader';
import { PageHeader } from '@web/shared/ui/page-header';
import { useCompany } from '../api/get-company';
import { useOnboarding } from '../api/get-onboarding';
import { QueryFailure } from '@web/shared/ui/query-failure';
import { OnboardingWizard } from '../components/wizard/onboarding-wizard';
import { WizardCompanyPicker } from '../components/wizard/wizard-company-picker';
import { wizardSteps } from '../model/wizard-steps';

type Props = {
  /** The signed-in owner's company (from the session; the app layer passes it). */
  ownCompanyId: string | null;
  /** Administrators pick any onboarding company. */
  canChooseCompany: boolean;
};

function stepFrom(text: string | null): number | null {
  const step = Number(text);
  return text !== null && Number.isInteger(step) && step >= 0 && step < wizardSteps.length
    ? step
    : null;
}

/**
 * /employer-onboarding-wizard[?companyId=&step=]: owners onboard their own company, admins the
 * one they choose. The address carries the step so a reload opens where the owner was; without
 * it the saved draft's step is used.
 */
export function OnboardingWizardPage({ ownCompanyId, canChooseCompany }: Props) {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const companyId = params.get('companyId') ?? ownCompanyId;
  const company = useCompany(companyId);
  const onboarding = useOnboarding(companyId);
  const showStep = useCallback(
    (step: number) => {
      if (companyId) setParams({ companyId, step: String(step) }, { replace: true });
    },
    [companyId, setParams],
  );
  const header = (
    <PageHeader
      title={<FormattedMessage id="companies.wizard.title" />}
      subtitle={company.data?.name ?? <FormattedMessage id="companies.wizard.subtitle" />}
    />
  );
  if (!companyId) {
    return (
      <>
        {header}
        {canChooseCompany ? (
          <WizardCompanyPicker onPick={(id) => setParams({ companyId: id })} />
        ) : (
          <Alert severity="info">
            <FormattedMessage id="companies.owner.noCompany" />
          </Alert>
        )}
      </>
    );
  }
  if (company.isError || onboarding.isError) {
    return (
      <>
        {header}
        <QueryFailure
          message={intl.formatMessage({ id: 'companies.error.fetch' })}
          onRetry={() => {
            void company.refetch();
            void onboarding.refetch();
          }}
        />
      </>
    );
  }
  if (!company.data || !onboarding.data) return <Loader />;
  const initialStep = stepFrom(params.get('step')) ?? onboarding.data.draft?.currentStep ?? 0;
  return (
    <>
      {header}
      <OnboardingWizard
        key={companyId}
        company={company.data}
        state={onboarding.data}
        initialStep={initialStep}
        onStepChange={showStep}
      />
    </>
  );
}
