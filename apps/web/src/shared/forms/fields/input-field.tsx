import FilledInput from '@mui/material/FilledInput';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useThemeProps, type SxProps, type Theme } from '@mui/material/styles';
import {
  useId,
  type ChangeEventHandler,
  type FocusEventHandler,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { useHydrated } from '../../ui/use-hydrated';

export type InputFieldProps = {
  id?: string;
  name?: string;
  label?: ReactNode;
  value?: unknown;
  onChange?: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onBlur?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  inputRef?: Ref<HTMLInputElement | HTMLTextAreaElement>;
  error?: boolean;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  placeholder?: string;
  multiline?: boolean;
  rows?: number;
  minRows?: number;
  /** Shown at the end of the input (a show-password toggle, a unit). */
  endAdornment?: ReactNode;
  /** Attributes of the `<input>` itself (input mode, pattern, direction). */
  htmlInput?: InputHTMLAttributes<HTMLInputElement> & Record<`data-${string}`, string>;
  variant?: 'outlined' | 'filled';
  sx?: SxProps<Theme>;
};

/**
 * A typed-text field that looks and behaves as MUI's TextField (label, helper text, the variant
 * and width the theme gives every TextField) without its select mode: TextField imports Select,
 * and with it the menu, popover and modal code, which the sign-in pages never use. Built from
 * the same parts TextField is, with the same ids for the label and helper text.
 */
export function InputField(inProps: InputFieldProps) {
  // The theme's TextField defaults (the outlined or filled setting, full width) apply here too.
  const props = useThemeProps({ props: inProps, name: 'MuiTextField' }) as InputFieldProps;
  const {
    id: idProp,
    label,
    error,
    helperText,
    required,
    disabled,
    fullWidth,
    variant = 'outlined',
    sx,
    endAdornment,
    htmlInput,
    ...input
  } = props;
  // A prerendered page's fields take no typing before the app runs (useHydrated).
  const hydrated = useHydrated();
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const hasLabel = label !== undefined && label !== null && label !== '';
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const Input = variant === 'filled' ? FilledInput : OutlinedInput;
  return (
    <FormControl
      className="MuiTextField-root"
      variant={variant}
      error={error}
      required={required}
      disabled={disabled}
      fullWidth={fullWidth}
      sx={sx}
    >
      {hasLabel && (
        <InputLabel htmlFor={id} id={`${id}-label`}>
          {label}
        </InputLabel>
      )}
      <Input
        {...input}
        {...(hydrated ? {} : { readOnly: true })}
        id={id}
        aria-describedby={helperTextId}
        inputProps={htmlInput}
        endAdornment={endAdornment}
        {...(variant === 'outlined' && hasLabel ? { label } : {})}
      />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
