import EditIcon from '@mui/icons-material/Edit';
import { Button, Grid, Stack, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router';
import { PageHeader } from '@web/shared/ui/page-header';
import { CompanyAddresses } from '../components/company-addresses';
import { CompanyLinks } from '../components/company-links';
import { CompanyLoader } from '../components/company-loader';
import { CompanyStatusChip } from '../components/company-status-chip';
import { DetailList } from '@web/shared/ui/detail-list';
import { LegalDataSummary } from '../components/legal-data-summary';
import { OwnersTable } from '../components/owners-table';
import { SectionCard } from '@web/shared/ui/section-card';

/** /company/{id}: the company at a glance, with the ways into managing it. */
export function CompanyPage() {
  const companyId = useParams().companyId ?? '';
  const intl = useIntl();
  return (
    <CompanyLoader companyId={companyId}>
      {(company) => (
        <>
          <PageHeader
            title={company.name}
            subtitle={
              <Stack component="span" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <CompanyStatusChip status={company.status} />
                <Typography component="span" variant="body2" color="text.secondary" dir="auto">
                  <FormattedMessage
                    id="companies.page.employeeCount"
                    values={{ count: company.employeeCount }}
                  />
                </Typography>
              </Stack>
            }
            actions={
              <Button
                component={RouterLink}
                to="view-and-config"
                variant="contained"
                startIcon={<EditIcon />}
              >
                <FormattedMessage id="companies.links.viewAndConfig" />
              </Button>
            }
          />
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, lg: 6 }}>
              <SectionCard titleId="companies.section.legal">
                <LegalDataSummary company={company} />
              </SectionCard>
            </Grid>
            <Grid size={{ xs: 12, lg: 6 }}>
              <SectionCard titleId="companies.section.manage">
                <CompanyLinks company={company} />
              </SectionCard>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <SectionCard titleId="companies.section.addresses">
                <CompanyAddresses company={company} />
              </SectionCard>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <SectionCard titleId="companies.owners.title" testId="company-owners">
                <Stack spacing={2}>
                  <OwnersTable owners={company.owners} />
                  <DetailList
                    items={[
                      {
                        labelId: 'companies.field.status',
                        value: intl.formatMessage({ id: `companies.status.${company.status}` }),
                      },
                      {
                        labelId: 'companies.field.employeeCount',
                        value: intl.formatNumber(company.employeeCount),
                        testId: 'company-employee-count',
                      },
                    ]}
                  />
                </Stack>
              </SectionCard>
            </Grid>
          </Grid>
        </>
      )}
    </CompanyLoader>
  );
}
