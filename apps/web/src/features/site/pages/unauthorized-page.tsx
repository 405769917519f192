import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import GppBadOutlinedIcon from '@mui/icons-material/GppBadOutlined';
import { Button } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import { FullPageMessage } from '../components/full-page-message';

/** /unauthorized (spec §2.1): Go back replaces this history entry and returns to `/`. */
export function UnauthorizedPage() {
  const navigate = useNavigate();
  return (
    <FullPageMessage
      fullPage
      testId="unauthorized-page"
      icon={<GppBadOutlinedIcon />}
      title={<FormattedMessage id="site.unauthorized.title" />}
      body={<FormattedMessage id="site.unauthorized.body" />}
      actions={
        <Button
          variant="contained"
          startIcon={
            <ArrowBackIcon
              sx={(theme) => ({ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none' })}
            />
          }
          onClick={() => void navigate('/', { replace: true })}
        >
          <FormattedMessage id="site.unauthorized.back" />
        </Button>
      }
    />
  );
}
