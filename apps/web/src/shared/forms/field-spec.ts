import type { FieldPath, FieldValues } from 'react-hook-form';
import type { Option } from './options';

/** How wide a field is in the form's 12-column grid: its share of a row from the `sm` size up. */
export type FieldWidth = 'full' | 'half' | 'third' | 'quarter' | 'twoThirds' | 'fiveTwelfths';

type Common<T extends FieldValues> = {
  name: FieldPath<T>;
  labelId: string;
  hintId?: string;
  required?: boolean;
  width?: FieldWidth;
  autoComplete?: string;
  autoFocus?: boolean;
};

/** One field of a form, described as data; `FormFields` renders a list of them. */
export type FieldSpec<T extends FieldValues> =
  | (Common<T> & {
      kind: 'text' | 'email' | 'phone' | 'zip' | 'ssn' | 'routing-number' | 'account-number';
    })
  | (Common<T> & { kind: 'percent' })
  | (Common<T> & { kind: 'money'; allowNegative?: boolean })
  | (Common<T> & { kind: 'date'; minDate?: string; maxDate?: string })
  | (Common<T> & { kind: 'select'; options: readonly Option[] })
  | (Common<T> & { kind: 'us-state' })
  | (Common<T> & { kind: 'checkbox' });

export type TextKind =
  'text' | 'email' | 'phone' | 'zip' | 'ssn' | 'routing-number' | 'account-number';

/** What the browser needs to know of each kind of text: keyboard, autofill, direction, length. */
export type TextPreset = {
  type?: string;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'email' | 'tel';
  autoComplete?: string;
  /** Identifiers and numbers read left to right even in a right-to-left interface. */
  dir: 'ltr' | 'auto';
  maxLength?: number;
  pattern?: string;
};

export const textPresets: Record<TextKind | 'percent', TextPreset> = {
  text: { dir: 'auto' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email', dir: 'ltr' },
  phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel', dir: 'ltr' },
  zip: { inputMode: 'numeric', autoComplete: 'postal-code', dir: 'ltr', maxLength: 10 },
  // Secrets: no autofill, no history; the browser only shapes the keyboard.
  ssn: { inputMode: 'numeric', autoComplete: 'off', dir: 'ltr', maxLength: 11 },
  'routing-number': {
    inputMode: 'numeric',
    autoComplete: 'off',
    dir: 'ltr',
    maxLength: 9,
    pattern: '[0-9]{9}',
  },
  // NACHA allows letters in account numbers, so the keyboard stays a full one.
  'account-number': { autoComplete: 'off', dir: 'ltr', maxLength: 17 },
  percent: { inputMode: 'decimal', autoComplete: 'off', dir: 'ltr', maxLength: 6 },
};

/** The Grid sizes of a width. */
export const gridSize: Record<FieldWidth, { xs: number; sm: number }> = {
  full: { xs: 12, sm: 12 },
  half: { xs: 12, sm: 6 },
  third: { xs: 12, sm: 4 },
  quarter: { xs: 12, sm: 3 },
  twoThirds: { xs: 12, sm: 8 },
  fiveTwelfths: { xs: 12, sm: 5 },
};
