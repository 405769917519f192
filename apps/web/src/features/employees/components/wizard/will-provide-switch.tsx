import { Alert, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { SwitchField } from '@web/shared/forms/fields/switch-field';
import type { WillInformFlags } from '../../model/wizard-values';

type Props = {
  flag: keyof WillInformFlags;
  labelId: string;
  /** The section's fields, shown while the employer fills it in. */
  children: ReactNode;
};

/**
 * "The employee will provide this" (spec §3.5 flags): on, the section is left to the employee's
 * own onboarding and the wizard asks nothing more of it.
 */
export function WillProvideSection({ flag, labelId, children }: Props) {
  const { control } = useFormContext<WillInformFlags>();
  const byEmployee = useWatch({ control, name: flag });
  return (
    <Stack spacing={2}>
      <SwitchField name={flag} label={<FormattedMessage id={labelId} />} />
      {byEmployee ? (
        <Alert severity="info" data-testid="provided-by-employee">
          <FormattedMessage id="employees.wizard.providedByEmployee" />
        </Alert>
      ) : (
        children
      )}
    </Stack>
  );
}
