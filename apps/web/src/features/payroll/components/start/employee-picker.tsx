import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useFieldErrorText } from '@web/shared/forms/form-messages';
import { useCompanyEmployees } from '../../api/list-company-employees';
import type { OffCycleFormValues } from '../../model/off-cycle-form';

type Picked = OffCycleFormValues['employees'][number];

const nameOf = (employee: Picked) => `${employee.firstName} ${employee.lastName}`;

/** The employees an off-cycle run pays: searched by name or email among the company's. */
export function EmployeePicker({
  companyId,
  control,
}: {
  companyId: string;
  control: Control<OffCycleFormValues>;
}) {
  const intl = useIntl();
  const errorText = useFieldErrorText();
  const [search, setSearch] = useState('');
  const employees = useCompanyEmployees(companyId, search);
  const { field, fieldState } = useController({ control, name: 'employees' });
  // Terminated employees stay choosable: a termination run pays their final wages.
  const options: Picked[] = employees.data ?? [];
  return (
    <Autocomplete
      multiple
      options={options}
      value={field.value}
      loading={employees.isFetching}
      filterOptions={(all) => all}
      getOptionLabel={nameOf}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      onChange={(_event, value) => field.onChange(value)}
      onBlur={field.onBlur}
      onInputChange={(_event, value, reason) => {
        if (reason === 'input') setSearch(value);
      }}
      noOptionsText={intl.formatMessage({ id: 'payroll.offCycle.noEmployees' })}
      loadingText={intl.formatMessage({ id: 'common.loading' })}
      renderInput={(params) => (
        <TextField
          {...params}
          label={intl.formatMessage({ id: 'payroll.field.employees' })}
          required
          error={fieldState.error !== undefined}
          helperText={fieldState.error ? errorText(fieldState.error) : undefined}
        />
      )}
    />
  );
}
