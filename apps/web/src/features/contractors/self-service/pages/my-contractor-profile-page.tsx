import { Grid } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { PageHeader } from '@web/shared/ui/page-header';
import { BankAccountCard } from '../../components/bank-account-card';
import { OwnDetailsForm } from '../components/own-details-form';
import { OwnRecord } from '../components/own-record';

/** /contractor/profile: the contractor's W-9 data and the account their payments go to. */
export function MyContractorProfilePage() {
  return (
    <>
      <PageHeader
        title={<FormattedMessage id="contractors.my.profileTitle" />}
        subtitle={<FormattedMessage id="contractors.my.profileSubtitle" />}
      />
      <OwnRecord>
        {(contractor) => (
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 7 }}>
              <OwnDetailsForm contractor={contractor} />
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <BankAccountCard
                holder={{ companyId: contractor.companyId, contractorId: contractor.id }}
                paidByCheck={contractor.paymentMethod === 'check'}
                bySelf
              />
            </Grid>
          </Grid>
        )}
      </OwnRecord>
    </>
  );
}
