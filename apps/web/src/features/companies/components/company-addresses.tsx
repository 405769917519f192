import type { Company } from '@paydesk/contracts';
import { Stack } from '@mui/material';
import { AddressSummary } from './address-summary';

/** The physical, mailing and legal-filing addresses of a company. */
export function CompanyAddresses({ company }: { company: Company }) {
  return (
    <Stack spacing={2}>
      <AddressSummary
        titleId="companies.address.physical"
        address={company.physicalAddress}
        testId="summary-physical-address"
      />
      <AddressSummary
        titleId="companies.address.mailing"
        address={company.mailingAddress}
        physical={company.physicalAddress}
        testId="summary-mailing-address"
      />
      <AddressSummary
        titleId="companies.address.legalFiling"
        address={company.legalFilingAddress}
        physical={company.physicalAddress}
        testId="summary-legal-filing-address"
      />
    </Stack>
  );
}
