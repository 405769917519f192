import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { MAX_DATE, MIN_DATE } from './date-range';
import { DatePickersProvider } from './date-pickers-provider';

type Props = {
  label: string;
  /** A calendar date as YYYY-MM-DD, or null. */
  value: string | null;
  /** Receives YYYY-MM-DD for a complete date inside the range, null otherwise. */
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  error?: boolean;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  name?: string;
  /** Narrows the range further (always inside 1900-01-01…2099-12-31). */
  minDate?: string;
  maxDate?: string;
};

const toText = (day: Dayjs | null) => (day?.isValid() ? day.format('YYYY-MM-DD') : null);

/** A date picker limited to 1900-01-01…2099-12-31 that speaks YYYY-MM-DD to the form. */
export function DateField(props: Props) {
  const { label, value, onChange, onBlur, required, disabled, name } = props;
  const intl = useIntl();
  const format = useFormatters();
  const min = props.minDate && props.minDate > MIN_DATE ? props.minDate : MIN_DATE;
  const max = props.maxDate && props.maxDate < MAX_DATE ? props.maxDate : MAX_DATE;
  // The picker keeps what is being typed (possibly incomplete); the form only sees whole dates.
  const [day, setDay] = useState<Dayjs | null>(value ? dayjs(value) : null);
  const [outOfRange, setOutOfRange] = useState(false);

  // A new value from outside (a reset, a loaded record) replaces what is shown.
  const [valueBefore, setValueBefore] = useState(value);
  if (value !== valueBefore) {
    setValueBefore(value);
    if (toText(day) !== value) setDay(value ? dayjs(value) : null);
  }

  const rangeText = intl.formatMessage(
    { id: 'validation.dateRange' },
    { min: format.date(min), max: format.date(max) },
  );
  return (
    <DatePickersProvider>
      <DatePicker
        label={label}
        value={day}
        minDate={dayjs(min)}
        maxDate={dayjs(max)}
        disabled={disabled}
        onError={(reason) => setOutOfRange(reason !== null)}
        onChange={(next) => {
          setDay(next);
          const text = toText(next);
          onChange(text && text >= min && text <= max ? text : null);
        }}
        slotProps={{
          textField: {
            name,
            required,
            onBlur,
            fullWidth: true,
            error: outOfRange || props.error,
            helperText: outOfRange ? rangeText : props.helperText,
          },
        }}
      />
    </DatePickersProvider>
  );
}
