import type { Company, OnboardingState } from '@paydesk/contracts';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { issuesResolver } from '@web/shared/forms/contract-resolver';
import { FormStepper } from '@web/shared/forms/stepper/form-stepper';
import {
  REVIEW_STEP,
  stepIssues,
  wizardStepDefinitions,
} from '@web/features/companies/model/wizard-steps';
import { wizardValuesOf, type WizardValues } from '@web/features/companies/model/wizard-values';
import { useWizardSubmit } from './use-wizard-submit';
import { WizardAddressesStep } from './wizard-addresses-step';
import { WizardCompanyStep } from './wizard-company-step';
import { WizardOwnersStep } from './wizard-owners-step';
import { WizardResult } from './wizard-result';
import { WizardReviewStep } from './wizard-review-step';
import { companyMessages } from '@web/features/companies/model/validation-messages';

type WizardContext = { step: number };

// The step being shown decides which fields are checked (the form spans every step).
const resolver = issuesResolver<WizardValues, WizardContext>(
  (values, context) => stepIssues(context?.step ?? 0, values),
  companyMessages,
);

type Props = {
  company: Company;
  state: OnboardingState;
  initialStep: number;
  onStepChange: (step: number) => void;
};

/** The onboarding wizard: company → addresses → owners → review and submit. */
export function OnboardingWizard({ company, state, initialStep, onStepChange }: Props) {
  const intl = useIntl();
  const [step, setStep] = useState(initialStep);
  const form = useForm<WizardValues, WizardContext>({
    resolver,
    context: { step },
    defaultValues: wizardValuesOf(state.draft, company),
    mode: 'onTouched',
  });
  const wizard = useWizardSubmit(company.id, form);
  const goTo = (next: number) => {
    // A step starts fresh: no errors, nothing touched, not yet "submitted" (what typed stays).
    form.reset(undefined, { keepValues: true, keepDefaultValues: true, keepDirty: true });
    setStep(next);
    onStepChange(next);
  };
  // Through handleSubmit, so after a refused attempt each fix is checked as it is typed.
  const forward = form.handleSubmit(async () => {
    if (await wizard.saveAt(step + 1)) goTo(step + 1);
  });
  const back = async () => {
    // Going back saves what was typed too (parts not valid yet are left out of the draft);
    // the way back stays open even if that save fails.
    await wizard.saveAt(step - 1);
    goTo(step - 1);
  };
  if (wizard.result) {
    return (
      <WizardResult
        state={wizard.result}
        onEditAgain={() => {
          wizard.clearResult();
          goTo(0);
        }}
      />
    );
  }
  const onReview = step === REVIEW_STEP;
  const stepId = wizardStepDefinitions[step]?.id;
  return (
    <Card>
      <CardContent>
        <FormStepper steps={wizardStepDefinitions} active={step} />
        <Box
          component="form"
          noValidate
          aria-label={intl.formatMessage({ id: wizardStepDefinitions[step]?.labelId ?? '' })}
          onSubmit={(event) => {
            event.preventDefault();
            void (onReview ? wizard.submit() : forward(event));
          }}
        >
          {stepId === 'company' && <WizardCompanyStep control={form.control} />}
          {stepId === 'addresses' && <WizardAddressesStep control={form.control} />}
          {stepId === 'owners' && <WizardOwnersStep control={form.control} />}
          {stepId === 'review' && <WizardReviewStep control={form.control} onEdit={goTo} />}
          {wizard.problem && (
            <Alert severity="error" role="alert" sx={{ mt: 3 }}>
              {wizard.problem.message}
              {wizard.problem.steps.length > 0 && (
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
                  {wizard.problem.steps.map((target) => (
                    <Button
                      key={target}
                      size="small"
                      color="inherit"
                      variant="outlined"
                      onClick={() => goTo(target)}
                    >
                      <FormattedMessage id={wizardStepDefinitions[target]?.labelId ?? ''} />
                    </Button>
                  ))}
                </Stack>
              )}
            </Alert>
          )}
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', mt: 4 }}>
            <Button onClick={() => void back()} disabled={step === 0 || wizard.busy}>
              <FormattedMessage id="companies.wizard.back" />
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={wizard.busy}
              startIcon={wizard.busy ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              <FormattedMessage
                id={onReview ? 'companies.wizard.submit' : 'companies.wizard.next'}
              />
            </Button>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
