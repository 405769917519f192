import { InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSettings } from '@web/shared/settings/settings-context';
import { currencySymbol, formatMoneyInput, parseMoneyInput } from '../money';

type Props = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  /** Integer cents, or null when empty. */
  value: number | null;
  onChange: (cents: number | null) => void;
  allowNegative?: boolean;
};

/**
 * A money input over integer cents: the person types in their locale's format, the form gets
 * cents. Text that is not an amount stays in the field and is reported as an error.
 */
export function MoneyField({ value, onChange, allowNegative = false, ...rest }: Props) {
  const intl = useIntl();
  const locale = useSettings().settings.i18n;
  const [text, setText] = useState(() => formatMoneyInput(value, locale));
  const [invalid, setInvalid] = useState(false);

  // Follow changes that come from outside (a form reset, a loaded record, another language),
  // not our own typing: adjusted while rendering rather than in an effect.
  const [seen, setSeen] = useState({ value, locale });
  if (seen.value !== value || seen.locale !== locale) {
    setSeen({ value, locale });
    const parsed = parseMoneyInput(text, locale, allowNegative);
    if (!(parsed.ok && parsed.cents === value) || seen.locale !== locale) {
      setText(formatMoneyInput(value, locale));
      setInvalid(false);
    }
  }

  return (
    <TextField
      {...rest}
      value={text}
      error={invalid || rest.error}
      helperText={invalid ? intl.formatMessage({ id: 'validation.money' }) : rest.helperText}
      onChange={(event) => {
        setText(event.target.value);
        const parsed = parseMoneyInput(event.target.value, locale, allowNegative);
        setInvalid(!parsed.ok);
        if (parsed.ok) onChange(parsed.cents);
      }}
      onBlur={(event) => {
        const parsed = parseMoneyInput(text, locale, allowNegative);
        if (parsed.ok) setText(formatMoneyInput(parsed.cents, locale));
        rest.onBlur?.(event);
      }}
      slotProps={{
        ...rest.slotProps,
        htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
        input: {
          startAdornment: (
            <InputAdornment position="start">{currencySymbol(locale)}</InputAdornment>
          ),
        },
      }}
    />
  );
}
