import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, MenuItem, Stack, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Option } from '@web/shared/forms/options';
import type { ListFilters } from './list-filters';

const SEARCH_DELAY_MS = 300;

type Props = {
  filters: ListFilters;
  onChange: (filters: ListFilters) => void;
  /** The statuses offered, each with its catalogue label. */
  statusOptions: readonly Option[];
  /** Catalogue ids of the search field's label, the status field's label and its empty choice. */
  labelIds: { search: string; status: string; allStatuses: string };
};

/** A list's search (applied once typing pauses) and status filter. */
export function ListFiltersBar({ filters, onChange, statusOptions, labelIds }: Props) {
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
        label={intl.formatMessage({ id: labelIds.search })}
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
        label={intl.formatMessage({ id: labelIds.status })}
        // "All statuses" shows while no status is chosen.
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        sx={{ maxWidth: { sm: 220 }, minWidth: { sm: 180 } }}
      >
        <MenuItem value="">{intl.formatMessage({ id: labelIds.allStatuses })}</MenuItem>
        {statusOptions.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {intl.formatMessage({ id: option.labelId })}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
