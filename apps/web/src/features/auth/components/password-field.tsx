import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment } from '@mui/material';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { FormTextField, type FormTextFieldProps } from '@web/shared/forms/fields/form-text-field';

type PasswordFieldProps<T extends FieldValues> = Omit<
  FormTextFieldProps<T>,
  'type' | 'endAdornment'
>;

/** A password field with the show-password toggle. */
export function PasswordField<T extends FieldValues>(props: PasswordFieldProps<T>) {
  const [isVisible, setIsVisible] = useState(false);
  const intl = useIntl();
  const toggleLabel = intl.formatMessage({
    id: isVisible ? 'auth.password.hide' : 'auth.password.show',
  });
  return (
    <FormTextField
      id={`auth-${props.name}`}
      fullWidth
      {...props}
      type={isVisible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={toggleLabel}
            aria-pressed={isVisible}
            onClick={() => setIsVisible((visible) => !visible)}
            onMouseDown={(event) => event.preventDefault()}
            edge="end"
          >
            {isVisible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
