import { Stack } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { SwitchField } from '@web/shared/forms/fields/switch-field';

/** Forms I-9 and W-9 have no step of their own: the employee completes them or not. */
export function WizardEmploymentFlags() {
  return (
    <Stack>
      <SwitchField
        name="employeeWillInformI9Form"
        label={<FormattedMessage id="employees.field.willInformI9" />}
      />
      <SwitchField
        name="employeeWillInformW9Form"
        label={<FormattedMessage id="employees.field.willInformW9" />}
      />
    </Stack>
  );
}
