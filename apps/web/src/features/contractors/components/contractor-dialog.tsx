import { contractorTypes, type Contractor } from '@paydesk/contracts';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  FormControl,
  FormLabel,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useId, useMemo, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { contractResolver } from '@web/shared/forms/contract-resolver';
import { FormFields } from '@web/shared/forms/form-fields';
import { FormMessages } from '@web/shared/forms/form-messages';
import { failureText, showProblemOnFields } from '@web/shared/forms/problem';
import { SubmitButton } from '@web/shared/forms/submit-button';
import { useNotify } from '@web/shared/notify';
import { useCreateContractor, useUpdateContractor } from '../api/save-contractor';
import {
  addressFields,
  contactFields,
  nameFields,
  paymentFields,
  tinFields,
} from '../model/contractor-fields';
import {
  contractorFieldNames,
  contractorFormValuesOf,
  emptyContractorForm,
  parsedCreateRequest,
  parsedUpdateRequest,
  tinTypeFor,
  validateContractorForm,
  type ContractorFormValues,
} from '../model/contractor-form';
import { contractorCodeMessages, contractorMessages } from '../model/messages';

type Props = {
  companyId: string;
  /** The contractor to change; a new one when absent. */
  contractor?: Contractor;
  onClose: () => void;
  /** After a new contractor is added (e.g. to open their profile). */
  onCreated?: (contractor: Contractor) => void;
};

function Part({ titleId, children }: { titleId: string; children: ReactNode }) {
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle2" component="h3" color="text.secondary">
        <FormattedMessage id={titleId} />
      </Typography>
      {children}
    </Stack>
  );
}

/**
 * Add a contractor or change one: who they are (a person or a business), their TIN, where the
 * 1099-NEC is mailed, how they are paid and whether backup withholding applies. The server's
 * refusals (a TIN already on file, a bad SSN) are shown next to their field.
 */
export function ContractorDialog({ companyId, contractor, onClose, onCreated }: Props) {
  const intl = useIntl();
  const notify = useNotify();
  const titleId = useId();
  const typeLabelId = useId();
  const create = useCreateContractor(companyId);
  const update = useUpdateContractor(companyId, contractor?.id ?? '');
  const mutation = contractor ? update : create;
  const edited = contractor ? { version: contractor.version, email: contractor.email } : undefined;
  const resolver = useMemo(
    () => contractResolver(validateContractorForm(edited), contractorMessages),
    // The version and the email are all the check reads of the record.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [contractor?.version, contractor?.email],
  );
  const form = useForm<ContractorFormValues>({
    resolver,
    defaultValues: contractor ? contractorFormValuesOf(contractor) : emptyContractorForm,
    mode: 'onTouched',
  });
  const type = useWatch({ control: form.control, name: 'type' });

  const handleSave = form.handleSubmit(async (values) => {
    try {
      if (contractor && edited) {
        await update.mutateAsync(parsedUpdateRequest(values, edited));
        notify.success({ id: 'contractors.saved' });
      } else {
        const created = await create.mutateAsync(parsedCreateRequest(values));
        notify.success({ id: 'contractors.created', values: { name: created.displayName } });
        onCreated?.(created);
      }
      onClose();
    } catch (error) {
      showProblemOnFields(error, contractorFieldNames, form.setError, contractorCodeMessages);
    }
  });
  const codeText = (code: string) => {
    const id = contractorCodeMessages[code];
    return id ? intl.formatMessage({ id }) : undefined;
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <FormMessages table={contractorMessages}>
        <form noValidate onSubmit={(event) => void handleSave(event)}>
          <DialogTitle id={titleId}>
            <FormattedMessage
              id={contractor ? 'contractors.edit.title' : 'contractors.create.title'}
            />
          </DialogTitle>
          <DialogContent>
            <Stack spacing={3} sx={{ pt: 1 }} divider={<Divider flexItem />}>
              {mutation.isError && (
                <Alert severity="error" role="alert">
                  {failureText(
                    mutation.error,
                    intl.formatMessage({
                      id: contractor ? 'contractors.error.edit' : 'contractors.error.create',
                    }),
                    codeText,
                  )}
                </Alert>
              )}
              <Part titleId="contractors.part.identity">
                <FormControl>
                  <FormLabel id={typeLabelId} sx={{ mb: 1 }}>
                    <FormattedMessage id="contractors.field.type" />
                  </FormLabel>
                  <Controller
                    control={form.control}
                    name="type"
                    render={({ field }) => (
                      <ToggleButtonGroup
                        exclusive
                        color="primary"
                        size="small"
                        aria-labelledby={typeLabelId}
                        value={field.value}
                        onChange={(_event, next: ContractorFormValues['type'] | null) => {
                          if (!next) return;
                          field.onChange(next);
                          // A person gives an SSN, a business an EIN, until told otherwise.
                          if (form.getValues('tin').trim() === '') {
                            form.setValue('tinType', tinTypeFor(next));
                          }
                        }}
                      >
                        {contractorTypes.map((value) => (
                          <ToggleButton key={value} value={value} sx={{ px: 2 }}>
                            <FormattedMessage id={`contractors.type.${value}`} />
                          </ToggleButton>
                        ))}
                      </ToggleButtonGroup>
                    )}
                  />
                </FormControl>
                <FormFields
                  control={form.control}
                  fields={nameFields<ContractorFormValues>(type)}
                />
                <FormFields
                  control={form.control}
                  fields={tinFields<ContractorFormValues>(
                    contractor?.tinMasked ?? null,
                    contractor !== undefined,
                  )}
                  testId="contractor-tin"
                />
                {contractor?.tinMasked && (
                  <Typography variant="body2" color="text.secondary" data-testid="tin-on-file">
                    <FormattedMessage
                      id="contractors.field.tin.onFile"
                      values={{ tin: <bdi dir="ltr">{contractor.tinMasked}</bdi> }}
                    />
                  </Typography>
                )}
              </Part>
              <Part titleId="contractors.part.contact">
                <FormFields control={form.control} fields={contactFields} />
                <FormFields control={form.control} fields={addressFields<ContractorFormValues>()} />
              </Part>
              <Part titleId="contractors.part.payment">
                <FormFields control={form.control} fields={paymentFields} />
                <Typography variant="body2" color="text.secondary">
                  <FormattedMessage id="contractors.field.backupWithholding.hint" />
                </Typography>
              </Part>
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={mutation.isPending}>
              <FormattedMessage id="common.cancel" />
            </Button>
            <SubmitButton
              labelId={contractor ? 'contractors.edit.submit' : 'contractors.create.submit'}
              busy={mutation.isPending}
            />
          </DialogActions>
        </form>
      </FormMessages>
    </Dialog>
  );
}
