import type { OnboardingState } from '@paydesk/contracts';
import { Alert, Button, Stack } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { OnboardingChecklist } from '../onboarding-checklist';
import { SectionCard } from '@web/shared/ui/section-card';

type Props = { state: OnboardingState; onEditAgain: () => void };

/** After submitting: what onboarding has done and what comes next. */
export function WizardResult({ state, onEditAgain }: Props) {
  const active = state.status === 'active';
  return (
    <Stack spacing={3} data-testid="wizard-result">
      <Alert severity="success">
        <FormattedMessage
          id={active ? 'companies.wizard.result.active' : 'companies.wizard.result.submitted'}
        />
      </Alert>
      <SectionCard titleId="companies.checklist.title">
        <OnboardingChecklist checklist={state.checklist} companyId={state.companyId} />
      </SectionCard>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button component={RouterLink} to={`/company/${state.companyId}`} variant="contained">
          <FormattedMessage id="companies.owner.openCompany" />
        </Button>
        <Button onClick={onEditAgain}>
          <FormattedMessage id="companies.wizard.editAgain" />
        </Button>
      </Stack>
    </Stack>
  );
}
