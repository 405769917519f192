import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { Button } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { FullPageMessage } from '../components/full-page-message';

/** /pages/500: the server failed; nothing was half-saved and trying again is safe. */
export function ServerErrorPage() {
  return (
    <FullPageMessage
      fullPage
      testId="server-error-page"
      icon={<ErrorOutlineIcon />}
      title={<FormattedMessage id="site.500.title" />}
      body={<FormattedMessage id="site.500.body" />}
      actions={
        <>
          <Button variant="contained" onClick={() => window.location.reload()}>
            <FormattedMessage id="site.500.retry" />
          </Button>
          <Button variant="outlined" component={RouterLink} to="/">
            <FormattedMessage id="site.error.home" />
          </Button>
        </>
      }
    />
  );
}
