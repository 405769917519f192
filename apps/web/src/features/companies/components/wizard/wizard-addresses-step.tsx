import { Divider, Stack } from '@mui/material';
import type { Control } from 'react-hook-form';
import type { WizardValues } from '@web/features/companies/model/wizard-values';
import { AddressFields } from '../address-fields';

/** Step 2: the physical address, and the mailing and legal-filing ones (often the same). */
export function WizardAddressesStep({ control }: { control: Control<WizardValues> }) {
  return (
    <Stack spacing={3}>
      <AddressFields
        control={control}
        prefix="physicalAddress"
        titleId="companies.address.physical"
        required
      />
      <Divider />
      <AddressFields
        control={control}
        prefix="mailingAddress"
        titleId="companies.address.mailing"
        linked
        required
      />
      <Divider />
      <AddressFields
        control={control}
        prefix="legalFilingAddress"
        titleId="companies.address.legalFiling"
        linked
        required
      />
    </Stack>
  );
}
