import { Chip, type ChipProps } from '@mui/material';

type Props = {
  /** The status, already in the reader's language. */
  label: string;
  color: ChipProps['color'];
  testId: string;
};

/** A record's status as a small outlined chip; a span, so it may sit inside a line of text. */
export function StatusChip({ label, color, testId }: Props) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={color}
      label={label}
      component="span"
      data-testid={testId}
    />
  );
}
