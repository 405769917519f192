import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, MenuItem, Stack, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { CompanyListFilters } from '../api/company-keys';
import { statusOptions } from '../model/options';

const SEARCH_DELAY_MS = 300;

type Props = { filters: CompanyListFilters; onChange: (filters: CompanyListFilters) => void };

/** Search by name (applied once typing pauses) and a status filter. */
export function CompanyListFiltersBar({ filters, onChange }: Props) {
  const intl = useIntl();
  const [search, setSearch] = useState(filters.search);
  useEffect(() => {
    if (search === filters.search) return undefined;
    const timer = window.setTimeout(() => onChange({ ...filters, search }), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [search, filters, onChange]);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
      <TextField
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        label={intl.formatMessage({ id: 'companies.list.search' })}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
        sx={{ maxWidth: { sm: 360 } }}
      />
      <TextField
        select
        value={filters.status}
        onChange={(event) => onChange({ ...filters, status: event.target.value })}
        label={intl.formatMessage({ id: 'companies.list.status' })}
        // "All statuses" shows while no status is chosen.
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        sx={{ maxWidth: { sm: 220 } }}
      >
        <MenuItem value="">{intl.formatMessage({ id: 'companies.list.allStatuses' })}</MenuItem>
        {statusOptions.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {intl.formatMessage({ id: option.labelId })}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
