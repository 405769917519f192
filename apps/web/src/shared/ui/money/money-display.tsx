import { Box } from '@mui/material';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { Ltr } from '../ltr';

type Props = { cents: number; currency?: string; colorNegative?: boolean };

/** Integer cents shown as money in the chosen language; tabular digits line up in tables. */
export function MoneyDisplay({ cents, currency, colorNegative = false }: Props) {
  const format = useFormatters();
  return (
    <Box
      component="span"
      sx={{
        fontVariantNumeric: 'tabular-nums',
        color: colorNegative && cents < 0 ? 'error.main' : undefined,
      }}
    >
      <Ltr>{format.money(cents, currency)}</Ltr>
    </Box>
  );
}
