import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { Breadcrumbs, Link, Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { useBreadcrumbs } from './use-breadcrumbs';

/** The trail of the current page; the last entry is the page itself and is not a link. */
export function AppBreadcrumbs() {
  const entries = useBreadcrumbs();
  const intl = useIntl();
  if (entries.length === 0) return null;
  return (
    <Breadcrumbs
      aria-label={intl.formatMessage({ id: 'layout.breadcrumbs' })}
      separator={
        <NavigateNextIcon
          fontSize="small"
          sx={(theme) => ({ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none' })}
        />
      }
      sx={{ mb: 1 }}
    >
      {entries.map((entry, index) =>
        index === entries.length - 1 ? (
          <Typography
            key={entry.key}
            color="text.primary"
            variant="body2"
            aria-current="page"
            aria-busy={entry.loading}
          >
            {entry.label}
          </Typography>
        ) : (
          <Link
            key={entry.key}
            component={RouterLink}
            to={entry.to}
            underline="hover"
            color="inherit"
            variant="body2"
          >
            {entry.label}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
}
