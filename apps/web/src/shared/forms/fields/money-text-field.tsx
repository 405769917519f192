import { InputAdornment, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { useController, useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';
import { useSettings } from '@web/shared/settings/settings-context';
import { currencySymbol, formatMoneyInput } from '../money';
import type { MoneyText } from '../money-text';
import { moneyTextIn, moneyTextToCents } from '../money-text';
import { useFieldErrorText } from '../form-messages';

type Props = {
  /** The field's path in the surrounding form (react-hook-form's FormProvider). */
  name: FieldPath<FieldValues>;
  label: ReactNode;
  hint?: ReactNode;
  errorValues?: Record<string, string>;
};

const isMoneyText = (value: unknown): value is MoneyText =>
  typeof value === 'object' && value !== null && 'text' in value;

/**
 * An amount in dollars, typed the way the user's language writes numbers; the form keeps the
 * text with its language and the request gets integer cents (shared/forms/money-text.ts).
 */
export function MoneyTextField({ name, label, hint, errorValues }: Props) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ control, name });
  const locale = useSettings().settings.i18n;
  const errorText = useFieldErrorText();
  const value: MoneyText = isMoneyText(field.value) ? field.value : { text: '', locale };
  return (
    <TextField
      fullWidth
      name={field.name}
      inputRef={field.ref}
      value={moneyTextIn(value, locale)}
      onChange={(event) => field.onChange({ text: event.target.value, locale })}
      onBlur={() => {
        // A readable amount is rewritten the language's way ("78000" → "78000.00").
        const parsed = moneyTextToCents(value);
        if (parsed.ok && parsed.cents !== null) {
          field.onChange({ text: formatMoneyInput(parsed.cents, locale), locale });
        }
        field.onBlur();
      }}
      label={label}
      error={fieldState.error !== undefined}
      helperText={errorText(fieldState.error, errorValues) ?? hint}
      slotProps={{
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
