import { MenuItem, TextField } from '@mui/material';
import { useIntl } from 'react-intl';
import { recentYears } from '../model/years';

type Props = { value: number; onChange: (year: number) => void };

/** The tax year a card shows, this year first. */
export function YearSelect({ value, onChange }: Props) {
  const intl = useIntl();
  return (
    <TextField
      select
      size="small"
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
      label={intl.formatMessage({ id: 'contractors.1099.year' })}
      sx={{ minWidth: 110 }}
    >
      {recentYears().map((year) => (
        <MenuItem key={year} value={year}>
          {String(year)}
        </MenuItem>
      ))}
    </TextField>
  );
}
