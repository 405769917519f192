import type { Employee, PayGroup, PaycheckStateCatalogue } from '@paydesk/contracts';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack } from '@mui/material';
import { useMemo, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { issuesResolver } from '@web/shared/forms/contract-resolver';
import { FormMessages } from '@web/shared/forms/form-messages';
import { FormStepper } from '@web/shared/forms/stepper/form-stepper';
import { useSettings } from '@web/shared/settings/settings-context';
import { employeeMessages } from '../../model/employee-messages';
import type { EmployeeDraft, DraftStorage } from '../../model/draft-storage';
import { stepIssues, wizardSteps, type WizardStepId } from '../../model/wizard-steps';
import { workStateInfo, type WizardValues } from '../../model/wizard-values';
import { AddressFields } from '../fields/address-fields';
import { EmploymentFields } from '../fields/employment-fields';
import { IdentityFields } from '../fields/identity-fields';
import { PayFields } from '../fields/pay-fields';
import { DepositStep } from './deposit-step';
import { FederalStep } from './federal-step';
import { ReviewStep } from './review-step';
import { StateStep } from './state-step';
import { useDraftPersistence } from './use-draft-persistence';
import { useStateCertificateDefaults } from './use-state-certificate-defaults';
import { useWizardSubmit } from './use-wizard-submit';
import { WizardEmploymentFlags } from './wizard-employment-flags';

type WizardContext = { step: WizardStepId; states: PaycheckStateCatalogue };

// The step being shown decides which fields are checked (the form spans every step).
const resolver = issuesResolver<WizardValues, WizardContext>(
  (values, context) =>
    context
      ? stepIssues(context.step, values, workStateInfo(context.states, values.workState)).map(
          (issue) => ({
            path: issue.path.split('.'),
            message: issue.message,
            code: (issue.code ?? 'custom') as 'custom',
          }),
        )
      : [],
  employeeMessages,
);

type Props = {
  companyId: string;
  payGroups: readonly PayGroup[];
  states: PaycheckStateCatalogue;
  storage: DraftStorage;
  initial: EmployeeDraft;
  onCreated: (employee: Employee) => void;
  onStartOver: () => void;
};

/**
 * identity → address → employment → pay → federal W-4 → state certificate → direct deposit →
 * review, on the shared stepper; the steps are data computed from what is typed.
 */
export function AddEmployeeWizard(props: Props) {
  const { companyId, payGroups, states, storage, initial } = props;
  const intl = useIntl();
  const locale = useSettings().settings.i18n;
  const [stepId, setStepId] = useState<WizardStepId>(initial.step);
  const form = useForm<WizardValues, WizardContext>({
    resolver,
    context: { step: stepId, states },
    defaultValues: initial.values,
    mode: 'onTouched',
  });
  const watched = useWatch({ control: form.control }) as WizardValues;
  const state = useMemo(
    () => workStateInfo(states, watched.workState),
    [states, watched.workState],
  );
  const steps = useMemo(() => wizardSteps(watched, state), [watched, state]);
  const index = Math.max(
    0,
    steps.findIndex((step) => step.id === stepId),
  );
  useDraftPersistence(storage, companyId, form, stepId);
  useStateCertificateDefaults(form, state, locale);

  const goTo = (next: WizardStepId) => {
    // A step starts fresh: no errors, nothing touched (what was typed stays).
    form.reset(undefined, { keepValues: true, keepDefaultValues: true, keepDirty: true });
    setStepId(next);
    window.scrollTo({ top: 0 });
  };
  const wizard = useWizardSubmit(companyId, form, state, goTo, props.onCreated);
  const forward = form.handleSubmit(() => {
    const next = steps[index + 1];
    if (next) goTo(next.id);
  });
  const onReview = stepId === 'review';
  return (
    <FormMessages table={employeeMessages}>
      <FormProvider {...form}>
        <Card>
          <CardContent>
            <FormStepper
              steps={steps}
              active={index}
              onSelect={(target) => goTo(steps[target]?.id ?? 'identity')}
            />
            <Box
              component="form"
              noValidate
              aria-label={intl.formatMessage({
                id: steps[index]?.labelId ?? 'employees.wizard.title',
              })}
              onSubmit={(event) => {
                event.preventDefault();
                void (onReview ? wizard.submit() : forward(event));
              }}
            >
              {stepId === 'identity' && (
                <IdentityFields
                  control={form.control}
                  withEmail
                  legalIdHintId="employees.hint.notSaved"
                />
              )}
              {stepId === 'address' && <AddressFields control={form.control} />}
              {stepId === 'employment' && (
                <Stack spacing={2}>
                  <EmploymentFields control={form.control} />
                  <WizardEmploymentFlags />
                </Stack>
              )}
              {stepId === 'pay' && <PayFields control={form.control} payGroups={payGroups} />}
              {stepId === 'federal' && <FederalStep />}
              {stepId === 'state' && <StateStep states={states} />}
              {stepId === 'deposit' && <DepositStep />}
              {stepId === 'review' && (
                <ReviewStep payGroups={payGroups} state={state} onEdit={goTo} />
              )}
              {wizard.problem && (
                <Alert severity="error" role="alert" sx={{ mt: 3 }} data-testid="wizard-problem">
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
                          <FormattedMessage id={`employees.wizard.step.${target}`} />
                        </Button>
                      ))}
                    </Stack>
                  )}
                </Alert>
              )}
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', mt: 4 }}>
                <Stack direction="row" spacing={1}>
                  <Button
                    onClick={() => goTo(steps[index - 1]?.id ?? 'identity')}
                    disabled={index === 0 || wizard.busy}
                  >
                    <FormattedMessage id="employees.wizard.back" />
                  </Button>
                  <Button color="inherit" onClick={props.onStartOver} disabled={wizard.busy}>
                    <FormattedMessage id="employees.wizard.startOver" />
                  </Button>
                </Stack>
                <Button
                  type="submit"
                  variant="contained"
                  disabled={wizard.busy}
                  startIcon={
                    wizard.busy ? <CircularProgress size={16} color="inherit" /> : undefined
                  }
                >
                  <FormattedMessage
                    id={onReview ? 'employees.wizard.submit' : 'employees.wizard.next'}
                  />
                </Button>
              </Stack>
            </Box>
          </CardContent>
        </Card>
      </FormProvider>
    </FormMessages>
  );
}
