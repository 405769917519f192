import type { CompanyListItem } from '@paydesk/contracts';
import { Autocomplete, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useDeferredValue, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCompanySearch } from '@web/features/companies/api/list-companies';

type Props = { onPick: (companyId: string) => void };

/** Administrators choose which onboarding company to take through the wizard. */
export function WizardCompanyPicker({ onPick }: Props) {
  const intl = useIntl();
  const [input, setInput] = useState('');
  const q = useDeferredValue(input);
  const companies = useCompanySearch({ q, status: 'onboarding' });
  return (
    <Card sx={{ maxWidth: 640 }}>
      <CardContent>
        <Stack spacing={2}>
          <Typography>
            <FormattedMessage id="companies.wizard.pick.intro" />
          </Typography>
          <Autocomplete<CompanyListItem>
            options={companies.data?.page.items ?? []}
            inputValue={input}
            onInputChange={(_event, value) => setInput(value)}
            onChange={(_event, company) => company && onPick(company.id)}
            filterOptions={(options) => options}
            getOptionLabel={(company) => company.name}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            loading={companies.isFetching}
            noOptionsText={intl.formatMessage({
              id: companies.isError ? 'companies.error.list' : 'companies.wizard.pick.none',
            })}
            renderInput={(params) => (
              <TextField
                {...params}
                label={intl.formatMessage({ id: 'companies.wizard.pick.label' })}
              />
            )}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}
