import { Button, Grid, Typography } from '@mui/material';
import { useWatch, type Control } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type {
  LinkedAddressValues,
  AddressValues,
} from '@web/features/companies/model/address-values';
import {
  codeLabelId,
  entityTypeOptions,
  filingFormOptions,
  industryOptions,
} from '@web/features/companies/model/options';
import { percentOf, type WizardValues } from '@web/features/companies/model/wizard-values';
import { DetailList } from '@web/shared/ui/detail-list';
import { SectionCard } from '@web/shared/ui/section-card';
import { usePercentFormat } from '../use-percent-format';

type Props = { control: Control<WizardValues>; onEdit: (step: number) => void };

function addressText(address: AddressValues): string {
  return [address.addressLine1, address.addressLine2, address.city, address.state, address.zipCode]
    .filter((part) => part.trim() !== '')
    .join(', ');
}

/** Step 4: everything entered, each part with a way back to change it. */
export function WizardReviewStep({ control, onEdit }: Props) {
  const intl = useIntl();
  const percent = usePercentFormat();
  const values = useWatch({ control }) as WizardValues;
  const label = (id: string | null) =>
    id ? intl.formatMessage({ id }) : intl.formatMessage({ id: 'companies.value.notProvided' });
  const linked = (address: LinkedAddressValues) =>
    address.sameAsPhysical
      ? intl.formatMessage({ id: 'companies.address.sameAsPhysical' })
      : addressText(address);
  const edit = (step: number) => (
    <Button size="small" onClick={() => onEdit(step)}>
      <FormattedMessage id="companies.wizard.edit" />
    </Button>
  );
  const owners = [values.mainOwner, ...values.owners];
  return (
    <Grid container spacing={2} data-testid="wizard-review">
      <Grid size={{ xs: 12, lg: 6 }}>
        <SectionCard titleId="companies.wizard.step.company" action={edit(0)}>
          <DetailList
            items={[
              { labelId: 'companies.field.name', value: values.name, testId: 'review-name' },
              { labelId: 'companies.field.federalEin', value: values.federalEin },
              {
                labelId: 'companies.field.federalFilingForm',
                value: label(codeLabelId(filingFormOptions, values.federalFillingForm)),
              },
              {
                labelId: 'companies.field.businessEntityType',
                value: label(codeLabelId(entityTypeOptions, values.businessEntityType)),
              },
              {
                labelId: 'companies.field.industryType',
                value: label(codeLabelId(industryOptions, values.industryType)),
              },
              {
                labelId: 'companies.field.isRegisteredWithIrs',
                value: label(
                  values.isRegisteredWithIrs ? 'companies.value.yes' : 'companies.value.no',
                ),
              },
            ]}
          />
        </SectionCard>
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <SectionCard titleId="companies.wizard.step.addresses" action={edit(1)}>
          <DetailList
            items={[
              {
                labelId: 'companies.address.physical',
                value: addressText(values.physicalAddress),
                testId: 'review-physical',
              },
              { labelId: 'companies.address.mailing', value: linked(values.mailingAddress) },
              {
                labelId: 'companies.address.legalFiling',
                value: linked(values.legalFilingAddress),
              },
            ]}
          />
        </SectionCard>
      </Grid>
      <Grid size={12}>
        <SectionCard titleId="companies.wizard.step.owners" action={edit(2)}>
          {owners.map((owner, index) => (
            <Typography key={index} variant="body2" data-testid="review-owner">
              <FormattedMessage
                id="companies.wizard.reviewOwner"
                values={{
                  name: `${owner.firstName} ${owner.lastName}`,
                  email: owner.email,
                  percent: percent(percentOf(owner.ownershipPercentage) ?? 0),
                }}
              />
            </Typography>
          ))}
        </SectionCard>
      </Grid>
    </Grid>
  );
}
