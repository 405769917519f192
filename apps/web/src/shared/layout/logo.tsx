import { Link, Typography, useTheme } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { layout } from '../theme/breakpoints';

/** The Paydesk mark: a rounded tile with a "P". Decorative; the link carries the name. */
function LogoMark() {
  const theme = useTheme();
  return (
    <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <rect x="2" y="2" width="28" height="28" rx="8" fill={theme.palette.primary.main} />
      <path
        d="M11 8h7a6 6 0 0 1 0 12h-3v4h-4zM15 12v4h3a2 2 0 0 0 0-4z"
        fill={theme.palette.primary.contrastText}
        fillRule="evenodd"
      />
    </svg>
  );
}

/** The logo (180 px wide) links to `/`, which sends each user to their own dashboard. */
export function Logo({ to = '/' }: { to?: string }) {
  const intl = useIntl();
  return (
    <Link
      component={RouterLink}
      to={to}
      underline="none"
      aria-label={intl.formatMessage({ id: 'layout.logo.home' })}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, width: layout.logoWidth }}
    >
      <LogoMark />
      <Typography component="span" variant="h2" color="text.primary" sx={{ fontSize: '1.375rem' }}>
        <FormattedMessage id="app.name" />
      </Typography>
    </Link>
  );
}
