import type { PaycheckStateCatalogue } from '@paydesk/contracts';
import { Alert } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import type { WizardValues } from '../../model/wizard-values';
import { StateCertificateFields } from '../fields/state-certificate-fields';
import { WillProvideSection } from './will-provide-switch';

/** The work state's withholding certificate, or left to the employee. */
export function StateStep({ states }: { states: PaycheckStateCatalogue }) {
  const { control } = useFormContext<WizardValues>();
  const code = useWatch({ control, name: 'workState' });
  const state = states.find((entry) => entry.code === code);
  if (!state) {
    return (
      <Alert severity="info">
        <FormattedMessage id="employees.wizard.chooseWorkState" />
      </Alert>
    );
  }
  return (
    <WillProvideSection
      flag="employeeWillInformStateTax"
      labelId="employees.wizard.willProvide.state"
    >
      <StateCertificateFields state={state} namePrefix="stateTax" />
    </WillProvideSection>
  );
}
