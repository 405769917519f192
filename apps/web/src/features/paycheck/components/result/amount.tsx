import { Box } from '@mui/material';
import { MoneyDisplay } from '@web/shared/ui/money/money-display';

/**
 * An amount isolated from the text around it, so "3 000,00 $US" keeps its order on a page that
 * reads right to left.
 */
export function Amount({ cents }: { cents: number }) {
  return (
    <Box component="bdi" sx={{ whiteSpace: 'nowrap' }}>
      <MoneyDisplay cents={cents} />
    </Box>
  );
}
