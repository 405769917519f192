import { LinearProgress } from '@mui/material';
import { useIntl } from 'react-intl';
import { useNavigation } from 'react-router';

/**
 * A bar across the top of the window while the next page loads: pages are chunks fetched on
 * first visit, and the page being left stays on screen until the next one is ready.
 */
export function NavigationProgress() {
  const { state } = useNavigation();
  const intl = useIntl();
  if (state !== 'loading') return null;
  return (
    <LinearProgress
      aria-label={intl.formatMessage({ id: 'common.loading' })}
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
      }}
    />
  );
}
