import { Alert, Stack, Typography } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { FormFields } from '@web/shared/forms/form-fields';
import { paymentMethodOptions } from '../../model/options';
import type { WizardValues } from '../../model/wizard-values';
import { BankAccountFields } from '../fields/bank-account-fields';
import { WillProvideSection } from './will-provide-switch';

/** Direct deposit into one account (or left to the employee), or pay by check. */
export function DepositStep() {
  const { control } = useFormContext<WizardValues>();
  const method = useWatch({ control, name: 'paymentMethod' });
  return (
    <Stack spacing={2}>
      <FormFields
        control={control}
        fields={[
          {
            kind: 'select',
            name: 'paymentMethod',
            labelId: 'employees.field.paymentMethod',
            options: paymentMethodOptions,
            width: 'half',
          },
        ]}
      />
      {method === 'check' ? (
        <Alert severity="info">
          <FormattedMessage id="employees.wizard.checkInfo" />
        </Alert>
      ) : (
        <WillProvideSection
          flag="employeeWillInformBankAccount"
          labelId="employees.wizard.willProvide.bank"
        >
          <Typography variant="body2" color="text.secondary">
            <FormattedMessage id="employees.wizard.depositHint" />
          </Typography>
          <BankAccountFields control={control} />
        </WillProvideSection>
      )}
    </Stack>
  );
}
