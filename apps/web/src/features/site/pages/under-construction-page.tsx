import ConstructionIcon from '@mui/icons-material/Construction';
import { Button } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { FullPageMessage } from '../components/full-page-message';

/** /pages/under-construction: a page we are rebuilding. */
export function UnderConstructionPage() {
  return (
    <FullPageMessage
      fullPage
      testId="under-construction-page"
      icon={<ConstructionIcon />}
      title={<FormattedMessage id="site.construction.title" />}
      body={<FormattedMessage id="site.construction.body" />}
      actions={
        <Button variant="contained" component={RouterLink} to="/">
          <FormattedMessage id="site.error.home" />
        </Button>
      }
    />
  );
}
