import type { Company } from '@paydesk/contracts';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Loader } from '@web/shared/ui/loader';
import { PageHeader } from '@web/shared/ui/page-header';
import { useCompany } from '../api/get-company';
import { QueryFailure } from '@web/shared/ui/query-failure';

type Props = { companyId: string; children: (company: Company) => ReactNode };

/**
 * Loads a company for a page: a spinner while it loads, "Failed to fetch company data" (spec §8)
 * with a retry when it cannot be read, the page once it is there.
 */
export function CompanyLoader({ companyId, children }: Props) {
  const intl = useIntl();
  const query = useCompany(companyId);
  if (query.isPending) return <Loader />;
  if (query.isError) {
    return (
      <>
        <PageHeader title={<FormattedMessage id="companies.page.fallbackTitle" />} />
        <QueryFailure
          message={intl.formatMessage({ id: 'companies.error.fetch' })}
          onRetry={() => void query.refetch()}
        />
      </>
    );
  }
  return children(query.data);
}
