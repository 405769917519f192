import { TextField } from '@mui/material';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ValueParse } from '../../model/hours';

type Props = {
  /** The accessible name, naming the field and the employee ("Regular hours, Ana Diaz"). */
  label: string;
  /** The value as saved on the server. */
  value: number;
  toText: (value: number) => string;
  parse: (text: string) => ValueParse;
  onValue: (value: number) => void;
  disabled?: boolean;
  testId?: string;
};

/**
 * One editable number of a draft line. It keeps what is typed while it has focus and follows the
 * server's value otherwise (after a save, or a reload after a conflict). Each valid value that
 * differs from the last one is handed on at once; the autosave decides when to send it.
 */
export function NumberCell({ label, value, toText, parse, onValue, disabled, testId }: Props) {
  const intl = useIntl();
  const [text, setText] = useState(() => toText(value));
  const [errorId, setErrorId] = useState<string | null>(null);
  const [focused, setFocused] = useState(false);
  // The server value last seen, and the value last handed on: both follow a new server value.
  const [seen, setSeen] = useState(value);
  const [sent, setSent] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setSent(value);
    if (!focused) {
      setText(toText(value));
      setErrorId(null);
    }
  }

  return (
    <TextField
      size="small"
      value={text}
      disabled={disabled}
      error={errorId !== null}
      helperText={errorId ? intl.formatMessage({ id: errorId }) : undefined}
      onFocus={() => setFocused(true)}
      onBlur={() => {
        setFocused(false);
        const parsed = parse(text);
        if (parsed.ok) setText(toText(parsed.value));
      }}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        const parsed = parse(next);
        if (!parsed.ok) {
          setErrorId(parsed.errorId);
          return;
        }
        setErrorId(null);
        if (parsed.value !== sent) {
          setSent(parsed.value);
          onValue(parsed.value);
        }
      }}
      slotProps={{
        htmlInput: {
          'aria-label': label,
          inputMode: 'decimal',
          dir: 'ltr',
          autoComplete: 'off',
          'data-testid': testId,
          style: { textAlign: 'end' },
        },
      }}
      // Narrow padding leaves room for an amount such as 12,345.67 in a box that keeps the
      // whole table within a 1366 px screen.
      sx={{
        width: 76,
        '& .MuiInputBase-input': { px: 0.75 },
        '& .MuiFormHelperText-root': { mx: 0 },
      }}
    />
  );
}
