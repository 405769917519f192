import type { CompanyEmployee } from '@paydesk/contracts';
import { Autocomplete, TextField } from '@mui/material';
import { useDeferredValue, useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { validationMessageId } from '@web/shared/forms/validation-message';
import { useCompanyEmployees } from '../api/list-company-employees';

export type GrantValues = { ownerEmployeeId: string; ownershipPercentage: string };

type Props = {
  companyId: string;
  control: Control<GrantValues>;
  onPick: (employee: CompanyEmployee | null) => void;
};

const nameOf = (employee: CompanyEmployee) => `${employee.firstName} ${employee.lastName}`;

/** Picks one of the company's active employees, searching by name or email as one types. */
export function EmployeePicker({ companyId, control, onPick }: Props) {
  const intl = useIntl();
  const { field, fieldState } = useController({ control, name: 'ownerEmployeeId' });
  const [selected, setSelected] = useState<CompanyEmployee | null>(null);
  const [input, setInput] = useState('');
  // Searching waits for typing to settle; the list keeps its last answer meanwhile.
  const search = useDeferredValue(selected && input === nameOf(selected) ? '' : input);
  const employees = useCompanyEmployees(companyId, search);
  const error = fieldState.error;
  return (
    <Autocomplete<CompanyEmployee>
      options={employees.data?.page.items ?? []}
      value={selected}
      inputValue={input}
      onInputChange={(_event, value) => setInput(value)}
      onChange={(_event, employee) => {
        setSelected(employee);
        field.onChange(employee?.id ?? '');
        onPick(employee);
      }}
      onBlur={field.onBlur}
      filterOptions={(options) => options}
      getOptionLabel={nameOf}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      loading={employees.isFetching}
      noOptionsText={intl.formatMessage({
        id: employees.isError ? 'companies.error.employees' : 'companies.grant.noEmployees',
      })}
      renderOption={(props, employee) => {
        const { key, ...rest } = props;
        return (
          <li key={key} {...rest}>
            {intl.formatMessage(
              { id: employee.isOwner ? 'companies.grant.optionOwner' : 'companies.grant.option' },
              { name: nameOf(employee), email: employee.email },
            )}
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          required
          label={intl.formatMessage({ id: 'companies.grant.employee' })}
          error={error !== undefined}
          helperText={error ? intl.formatMessage({ id: validationMessageId(error) }) : undefined}
        />
      )}
    />
  );
}
