import { Box, CircularProgress } from '@mui/material';
import { useIntl } from 'react-intl';

/** A centred spinner while something the page needs is loading (e.g. the signed-in user). */
export function Loader({ fullScreen = false }: { fullScreen?: boolean }) {
  const intl = useIntl();
  return (
    <Box
      role="progressbar"
      aria-label={intl.formatMessage({ id: 'common.loading' })}
      sx={{
        display: 'grid',
        placeItems: 'center',
        minHeight: fullScreen ? '100vh' : 240,
        width: '100%',
      }}
    >
      <CircularProgress aria-hidden />
    </Box>
  );
}
