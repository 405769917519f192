import { Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router';
import { useBreadcrumbLabel } from '@web/shared/layout/breadcrumbs/breadcrumb-labels';
import { PageHeader } from '@web/shared/ui/page-header';
import { useCompany } from '../api/get-company';
import { CompanyEditForm } from '../components/company-edit-form';
import { CompanyLoader } from '../components/company-loader';
import { CompanyStatusChip } from '../components/company-status-chip';
import { OwnersEditor } from '../components/owners-editor';

type Props = {
  /**
   * The company's funding account card. Companies cannot use the bank-accounts feature (the
   * edge points the other way), so the app layer fills this in.
   */
  fundingAccount?: (companyId: string) => ReactNode;
};

/**
 * /company/{id}/view-and-config: edit legal data and addresses; grant and revoke owners; the
 * funding account.
 */
export function ViewAndConfigPage({ fundingAccount }: Props = {}) {
  const companyId = useParams().companyId ?? '';
  const company = useCompany(companyId);
  // The breadcrumb names the company (spec §2.3).
  useBreadcrumbLabel('company', company.data?.name);
  return (
    <CompanyLoader companyId={companyId}>
      {(loaded) => (
        <>
          <PageHeader
            title={<FormattedMessage id="companies.config.title" values={{ name: loaded.name }} />}
            subtitle={<CompanyStatusChip status={loaded.status} />}
          />
          <Stack spacing={3}>
            {/* A new version (after a save) starts the form again from the saved record. */}
            <CompanyEditForm
              key={loaded.version}
              company={loaded}
              onReload={() => void company.refetch()}
            />
            <OwnersEditor company={loaded} />
            {fundingAccount?.(loaded.id)}
          </Stack>
        </>
      )}
    </CompanyLoader>
  );
}
