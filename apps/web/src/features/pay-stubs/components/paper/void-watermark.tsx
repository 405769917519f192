import { Box } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { FormattedMessage } from 'react-intl';

/** The diagonal VOID across a voided stub, behind its figures (they stay readable). */
export function VoidWatermark() {
  return (
    <Box
      aria-hidden
      data-testid="pay-stub-void-watermark"
      sx={{
        position: 'absolute',
        inset: 0,
        display: 'grid',
        placeItems: 'center',
        pointerEvents: 'none',
        overflow: 'hidden',
        zIndex: 0,
      }}
    >
      <Box
        component="span"
        sx={(theme) => ({
          transform: 'rotate(-24deg)',
          fontSize: { xs: '5rem', md: '9rem' },
          fontWeight: 800,
          letterSpacing: '0.2em',
          color: alpha(theme.palette.error.main, theme.palette.mode === 'dark' ? 0.22 : 0.14),
          border: `0.08em solid ${alpha(theme.palette.error.main, theme.palette.mode === 'dark' ? 0.22 : 0.14)}`,
          borderRadius: 2,
          px: '0.2em',
          userSelect: 'none',
        })}
      >
        <FormattedMessage id="payStubs.paper.voidMark" />
      </Box>
    </Box>
  );
}
