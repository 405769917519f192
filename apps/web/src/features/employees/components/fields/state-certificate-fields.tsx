import type { PaycheckStateEntry } from '@paydesk/contracts';
import { Grid, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { CertificateField } from '@web/shared/forms/tax/certificate-field';
import { certificateFieldSpecs } from '@web/shared/forms/tax/certificate-fields';

type Props = { state: PaycheckStateEntry; namePrefix: string };

/** A work state's withholding certificate, its fields from the state's JSON Schema. */
export function StateCertificateFields({ state, namePrefix }: Props) {
  const specs = certificateFieldSpecs(state.certificate);
  return (
    <Grid container spacing={2} data-testid="state-certificate-fields">
      <Grid size={12}>
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage
            id={
              state.certificateName
                ? 'employees.certificate.named'
                : 'employees.certificate.unnamed'
            }
            values={{ form: state.certificateName ?? '', name: state.name }}
          />
        </Typography>
      </Grid>
      {specs.map((spec) => (
        <CertificateField key={`${state.code}-${spec.name}`} spec={spec} namePrefix={namePrefix} />
      ))}
    </Grid>
  );
}
