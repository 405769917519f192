import { Step, StepButton, StepLabel, Stepper } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import type { StepDefinition } from './step-definition';

type Props = {
  steps: readonly StepDefinition[];
  active: number;
  /** When given, steps before the active one are buttons that go back to them. */
  onSelect?: (index: number) => void;
};

/** The header of a multi-step form: one label per step, from the steps' data. */
export function FormStepper({ steps, active, onSelect }: Props) {
  return (
    <Stepper activeStep={active} alternativeLabel nonLinear={false} sx={{ mb: 4 }}>
      {steps.map((step, index) => (
        <Step key={step.id} completed={index < active}>
          {onSelect && index < active ? (
            <StepButton onClick={() => onSelect(index)}>
              <FormattedMessage id={step.labelId} />
            </StepButton>
          ) : (
            <StepLabel>
              <FormattedMessage id={step.labelId} />
            </StepLabel>
          )}
        </Step>
      ))}
    </Stepper>
  );
}
