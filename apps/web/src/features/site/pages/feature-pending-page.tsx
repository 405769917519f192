import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import { Card, CardContent } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { PageHeader } from '@web/shared/ui/page-header';
import { FullPageMessage } from '../components/full-page-message';

/**
 * Stands in, inside the shell, for a product page whose feature is still being built: the page
 * keeps its route, breadcrumbs and menu entry, and says what it will hold.
 */
export function FeaturePendingPage({ titleId }: { titleId: string }) {
  return (
    <>
      <PageHeader title={<FormattedMessage id={titleId} />} />
      <Card>
        <CardContent>
          <FullPageMessage
            fullPage={false}
            titleComponent="h2"
            testId="feature-pending"
            icon={<HourglassEmptyIcon />}
            title={<FormattedMessage id="site.pending.title" />}
            body={<FormattedMessage id="site.pending.body" />}
          />
        </CardContent>
      </Card>
    </>
  );
}
