import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, MenuItem, Stack, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { EmployeeListFilters } from '../api/employee-keys';
import { statusOptions } from '../model/options';

const SEARCH_DELAY_MS = 300;

type Props = { filters: EmployeeListFilters; onChange: (filters: EmployeeListFilters) => void };

/** Search by name or email (applied once typing pauses) and a status filter. */
export function EmployeeListFiltersBar({ filters, onChange }: Props) {
  const intl = useIntl();
  const [q, setQ] = useState(filters.q);
  useEffect(() => {
    if (q === filters.q) return undefined;
    const timer = window.setTimeout(() => onChange({ ...filters, q }), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [q, filters, onChange]);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
      <TextField
        type="search"
        value={q}
        onChange={(event) => setQ(event.target.value)}
        label={intl.formatMessage({ id: 'employees.list.search' })}
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
        label={intl.formatMessage({ id: 'employees.list.status' })}
        // "All statuses" shows while no status is chosen.
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        sx={{ maxWidth: { sm: 220 }, minWidth: { sm: 180 } }}
      >
        <MenuItem value="">{intl.formatMessage({ id: 'employees.list.allStatuses' })}</MenuItem>
        {statusOptions.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {intl.formatMessage({ id: option.labelId })}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
