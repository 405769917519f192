import { patchCompanyRequestSchema, type Company } from '@paydesk/contracts';
import { Alert, Box, Button, Divider, Grid, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNotify } from '@web/shared/notify/notify';
import { usePatchCompany } from '../api/patch-company';
import {
  companyFormValuesOf,
  companyInputOf,
  companyPatchOf,
  type CompanyFormValues,
} from '../model/company-form';
import { contractResolver } from '@web/shared/forms/contract-resolver';
import { failureText, statusOf } from '@web/shared/forms/problem';
import { AddressFields } from './address-fields';
import { LegalDataFields } from './legal-data-fields';
import { SectionCard } from '@web/shared/ui/section-card';
import { companyMessages } from '../model/validation-messages';
import { SubmitButton } from '@web/shared/forms/submit-button';

const resolver = contractResolver(
  (values: CompanyFormValues) => patchCompanyRequestSchema.safeParse(companyInputOf(values)),
  companyMessages,
);

type Props = { company: Company; onReload: () => void };

/**
 * Legal data and the three addresses of a company. Saving sends only what changed, with the
 * version the form was opened at; the page remounts the form when a new version arrives.
 */
export function CompanyEditForm({ company, onReload }: Props) {
  const intl = useIntl();
  const notify = useNotify();
  const patch = usePatchCompany(company.id);
  const form = useForm<CompanyFormValues>({
    resolver,
    defaultValues: companyFormValuesOf(company),
    mode: 'onTouched',
  });
  const { control, handleSubmit, reset, formState } = form;
  const submit = handleSubmit((values) => {
    const body = companyPatchOf(company, patchCompanyRequestSchema.parse(companyInputOf(values)));
    if (Object.keys(body).length === 1) {
      notify.info({ id: 'companies.edit.nothingChanged' });
      return;
    }
    patch.mutate(body, {
      onSuccess: () => notify.success({ id: 'companies.edit.saved' }),
      onError: (error) =>
        notify.error(failureText(error, intl.formatMessage({ id: 'companies.error.save' }))),
    });
  });
  const stale = patch.isError && statusOf(patch.error) === 409;
  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <Stack spacing={3}>
        {stale && (
          <Alert
            severity="warning"
            action={
              <Button color="inherit" size="small" onClick={onReload}>
                <FormattedMessage id="companies.edit.reload" />
              </Button>
            }
          >
            {failureText(patch.error, intl.formatMessage({ id: 'companies.error.save' }))}
          </Alert>
        )}
        <SectionCard titleId="companies.section.legal" testId="edit-legal">
          <LegalDataFields control={control} />
        </SectionCard>
        <SectionCard titleId="companies.section.addresses" testId="edit-addresses">
          <Grid container spacing={3}>
            <Grid size={12}>
              <AddressFields
                control={control}
                prefix="physicalAddress"
                titleId="companies.address.physical"
              />
            </Grid>
            <Grid size={12}>
              <Divider />
            </Grid>
            <Grid size={{ xs: 12, lg: 6 }}>
              <AddressFields
                control={control}
                prefix="mailingAddress"
                titleId="companies.address.mailing"
                linked
              />
            </Grid>
            <Grid size={{ xs: 12, lg: 6 }}>
              <AddressFields
                control={control}
                prefix="legalFilingAddress"
                titleId="companies.address.legalFiling"
                linked
              />
            </Grid>
          </Grid>
        </SectionCard>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button
            onClick={() => reset(companyFormValuesOf(company))}
            disabled={!formState.isDirty || patch.isPending}
          >
            <FormattedMessage id="companies.edit.discard" />
          </Button>
          <SubmitButton labelId="companies.edit.save" busy={patch.isPending} />
        </Stack>
      </Stack>
    </Box>
  );
}
