import { TextField } from '@mui/material';
import type { ReactNode } from 'react';
import {
  useController,
  type FieldPath,
  type FieldValues,
  type UseControllerProps,
} from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { validationMessageId } from './validation-message-id';

export type FormTextFieldProps<T extends FieldValues, TOut> = UseControllerProps<
  T,
  FieldPath<T>,
  TOut
> & {
  labelId: string;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  endAdornment?: ReactNode;
};

/** A text field bound to react-hook-form whose error is the translated validation message. */
export function FormTextField<T extends FieldValues, TOut = T>({
  labelId,
  type,
  autoComplete,
  autoFocus,
  endAdornment,
  ...controller
}: FormTextFieldProps<T, TOut>) {
  const { field, fieldState } = useController(controller);
  const { ref, value, ...fieldProps } = field;
  const error = fieldState.error;
  return (
    <TextField
      {...fieldProps}
      value={value ?? ''}
      inputRef={ref}
      id={`auth-${controller.name}`}
      type={type}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      fullWidth
      label={<FormattedMessage id={labelId} />}
      error={Boolean(error)}
      helperText={error ? <FormattedMessage id={validationMessageId(error)} /> : undefined}
      slotProps={endAdornment ? { input: { endAdornment } } : undefined}
    />
  );
}
