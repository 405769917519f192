import type { Address } from '@paydesk/contracts';
import { Box, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { Ltr } from '@web/shared/ui/ltr';
import { sameAddress } from '../model/address-values';

type Props = {
  titleId: string;
  address: Address | null;
  /** The physical address, for mailing and legal-filing addresses that repeat it. */
  physical?: Address | null;
  testId: string;
};

/** One address as lines of text, or a note when it repeats the physical one or is missing. */
export function AddressSummary({ titleId, address, physical, testId }: Props) {
  return (
    <Box data-testid={testId}>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        <FormattedMessage id={titleId} />
      </Typography>
      {!address && (
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="companies.value.notProvided" />
        </Typography>
      )}
      {address && physical !== undefined && sameAddress(address, physical) ? (
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="companies.address.sameAsPhysical" />
        </Typography>
      ) : (
        address && (
          <Typography variant="body2" component="address" dir="auto" sx={{ fontStyle: 'normal' }}>
            {address.addressLine1}
            <br />
            {address.addressLine2 && (
              <>
                {address.addressLine2}
                <br />
              </>
            )}
            <FormattedMessage
              id="companies.address.cityLine"
              values={{
                city: address.city,
                code: address.state,
                zip: <Ltr>{address.zipCode}</Ltr>,
              }}
            />
            {address.phoneNumber && (
              <>
                <br />
                <Ltr testId={`${testId}-phone`}>{address.phoneNumber}</Ltr>
              </>
            )}
          </Typography>
        )
      )}
    </Box>
  );
}
