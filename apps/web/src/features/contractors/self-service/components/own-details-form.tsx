import type { Contractor } from '@paydesk/contracts';
import { Alert, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { contractResolver } from '@web/shared/forms/contract-resolver';
import { FormFields } from '@web/shared/forms/form-fields';
import { FormMessages } from '@web/shared/forms/form-messages';
import { failureText, showProblemOnFields } from '@web/shared/forms/problem';
import { SubmitButton } from '@web/shared/forms/submit-button';
import { useNotify } from '@web/shared/notify';
import { SectionCard } from '@web/shared/ui/section-card';
import { paymentMethodOptions } from '../../model/contractor-fields';
import { contractorCodeMessages, contractorMessages } from '../../model/messages';
import { useUpdateOwnContractor } from '../api/own-contractor';
import {
  ownFieldNames,
  ownFields,
  ownFormValuesOf,
  parsedOwnRequest,
  validateOwnForm,
  type OwnFormValues,
} from '../own-form';

/**
 * The contractor's own W-9: their names, their TIN while none is on file (backup withholding
 * stops once it is), the address the 1099-NEC goes to, and how they are paid.
 */
export function OwnDetailsForm({ contractor }: { contractor: Contractor }) {
  const intl = useIntl();
  const notify = useNotify();
  const update = useUpdateOwnContractor();
  const resolver = useMemo(
    () => contractResolver(validateOwnForm(contractor), contractorMessages),
    [contractor],
  );
  const form = useForm<OwnFormValues>({
    resolver,
    values: ownFormValuesOf(contractor),
    mode: 'onTouched',
  });
  const save = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(parsedOwnRequest(values, contractor));
      notify.success({ id: 'contractors.my.saved' });
    } catch (error) {
      showProblemOnFields(error, ownFieldNames, form.setError, contractorCodeMessages);
    }
  });
  return (
    <SectionCard titleId="contractors.my.w9" testId="my-w9">
      <FormMessages table={contractorMessages}>
        <Stack component="form" noValidate spacing={3} onSubmit={(event) => void save(event)}>
          {update.isError && (
            <Alert severity="error" role="alert">
              {failureText(
                update.error,
                intl.formatMessage({ id: 'contractors.my.error.save' }),
                (code) => {
                  const id = contractorCodeMessages[code];
                  return id ? intl.formatMessage({ id }) : undefined;
                },
              )}
            </Alert>
          )}
          <Typography variant="body2" color="text.secondary">
            <FormattedMessage
              id={contractor.tinMissing ? 'contractors.my.w9.hintTin' : 'contractors.my.w9.hint'}
              values={{ tin: <bdi dir="ltr">{contractor.tinMasked ?? ''}</bdi> }}
            />
          </Typography>
          <FormFields control={form.control} fields={ownFields(contractor)} testId="my-w9-fields" />
          <FormFields
            control={form.control}
            fields={[
              {
                kind: 'select',
                name: 'paymentMethod',
                labelId: 'contractors.field.paymentMethod',
                options: paymentMethodOptions,
                required: true,
              },
            ]}
          />
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <SubmitButton labelId="contractors.my.save" busy={update.isPending} />
          </Stack>
        </Stack>
      </FormMessages>
    </SectionCard>
  );
}
