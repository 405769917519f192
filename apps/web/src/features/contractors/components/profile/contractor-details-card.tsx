import EditIcon from '@mui/icons-material/Edit';
import type { Contractor } from '@paydesk/contracts';
import { Box, Button } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { DetailList } from '@web/shared/ui/detail-list';
import { Ltr } from '@web/shared/ui/ltr';
import { SectionCard } from '@web/shared/ui/section-card';
import { TinText } from '../contractor-chips';

type Props = { contractor: Contractor; onEdit?: () => void; titleId?: string };

/** The mailing address on the 1099-NEC, one line each. */
export function AddressLines({ address }: { address: Contractor['address'] }) {
  return (
    <Box component="span" sx={{ display: 'block' }} data-testid="contractor-address">
      <bdi>{address.addressLine1}</bdi>
      {address.addressLine2 && (
        <>
          <br />
          <bdi>{address.addressLine2}</bdi>
        </>
      )}
      <br />
      {/* One isolated line: "Chicago, IL 60611" keeps its order in a right-to-left page. */}
      <bdi>
        <FormattedMessage
          id="contractors.address.cityLine"
          values={{
            city: <bdi>{address.city}</bdi>,
            state: address.state,
            zip: <Ltr>{address.zipCode}</Ltr>,
          }}
        />
      </bdi>
    </Box>
  );
}

/** Why 24% is withheld, or that it is not. */
function BackupText({ contractor }: { contractor: Contractor }) {
  if (!contractor.backupWithholding) return <FormattedMessage id="contractors.backup.no" />;
  return (
    <FormattedMessage
      id={`contractors.backup.reason.${contractor.backupWithholdingReason ?? 'irs_notice'}`}
    />
  );
}

/** What the W-9 says and how the contractor is paid; Edit for the owner. */
export function ContractorDetailsCard({ contractor, onEdit, titleId }: Props) {
  const intl = useIntl();
  return (
    <SectionCard
      titleId={titleId ?? 'contractors.profile.details'}
      testId="contractor-details"
      action={
        onEdit && (
          <Button size="small" startIcon={<EditIcon />} onClick={onEdit}>
            <FormattedMessage id="contractors.edit.open" />
          </Button>
        )
      }
    >
      <DetailList
        items={[
          {
            labelId: 'contractors.field.type',
            value: intl.formatMessage({ id: `contractors.type.${contractor.type}` }),
          },
          ...(contractor.type === 'individual' && contractor.businessName
            ? [
                {
                  labelId: 'contractors.field.tradeName',
                  value: <bdi>{contractor.businessName}</bdi>,
                },
              ]
            : []),
          {
            labelId: 'contractors.field.tin',
            value: (
              <>
                {contractor.tinType && !contractor.tinMissing && (
                  <FormattedMessage id={`contractors.tinType.${contractor.tinType}`} />
                )}{' '}
                <TinText masked={contractor.tinMasked} />
              </>
            ),
            testId: 'contractor-tin',
          },
          {
            labelId: 'contractors.field.email',
            value: <Ltr>{contractor.email}</Ltr>,
          },
          {
            labelId: 'contractors.field.address',
            value: <AddressLines address={contractor.address} />,
          },
          {
            labelId: 'contractors.field.paymentMethod',
            value: intl.formatMessage({
              id: `contractors.paymentMethod.${contractor.paymentMethod}`,
            }),
            testId: 'contractor-payment-method',
          },
          {
            labelId: 'contractors.field.backupWithholdingShort',
            value: <BackupText contractor={contractor} />,
            testId: 'contractor-backup',
          },
        ]}
      />
    </SectionCard>
  );
}
