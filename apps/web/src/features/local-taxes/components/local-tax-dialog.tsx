import type { LocalTax } from '@paydesk/contracts';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { contractResolver } from '@web/shared/forms/contract-resolver';
import { FormFields } from '@web/shared/forms/form-fields';
import { FormMessages } from '@web/shared/forms/form-messages';
import { failureText, showProblemOnFields } from '@web/shared/forms/problem';
import { SubmitButton } from '@web/shared/forms/submit-button';
import { useNotify } from '@web/shared/notify';
import { useCreateLocalTax } from '../api/create-local-tax';
import { useReplaceLocalTax } from '../api/replace-local-tax';
import {
  emptyLocalTaxForm,
  fieldNamesOf,
  fieldsFor,
  formValuesOf,
  parsedRequestOf,
  validateLocalTaxForm,
  type LocalTaxFormValues,
} from '../model/local-tax-form';
import { localTaxCodeMessages, localTaxMessages } from '../model/local-tax-messages';

type Props = {
  companyId: string;
  /** The jurisdiction to edit; a new one when absent. */
  tax?: LocalTax;
  onClose: () => void;
};

const resolver = contractResolver(validateLocalTaxForm, localTaxMessages);

/** Enter or change one jurisdiction: its kind decides which rates the form asks for. */
export function LocalTaxDialog({ companyId, tax, onClose }: Props) {
  const intl = useIntl();
  const notify = useNotify();
  const create = useCreateLocalTax(companyId);
  const replace = useReplaceLocalTax(companyId, tax?.id ?? '');
  const form = useForm<LocalTaxFormValues>({
    resolver,
    defaultValues: tax ? formValuesOf(tax) : emptyLocalTaxForm,
    mode: 'onTouched',
  });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const mutation = tax ? replace : create;

  const handleSave = form.handleSubmit(async (values) => {
    const request = parsedRequestOf(values);
    try {
      if (tax) await replace.mutateAsync(request);
      else await create.mutateAsync(request);
      notify.success({ id: tax ? 'localTaxes.saved' : 'localTaxes.created' });
      onClose();
    } catch (error) {
      showProblemOnFields(error, fieldNamesOf(values.kind), form.setError, localTaxCodeMessages);
    }
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="local-tax-dialog-title">
      <FormMessages table={localTaxMessages}>
        <form noValidate onSubmit={(event) => void handleSave(event)}>
          <DialogTitle id="local-tax-dialog-title">
            <FormattedMessage id={tax ? 'localTaxes.edit.title' : 'localTaxes.create.title'} />
          </DialogTitle>
          <DialogContent>
            <Stack spacing={3} sx={{ pt: 1 }}>
              {mutation.isError && (
                <Alert severity="error" role="alert">
                  {failureText(
                    mutation.error,
                    intl.formatMessage({
                      id: tax ? 'localTaxes.error.edit' : 'localTaxes.error.create',
                    }),
                  )}
                </Alert>
              )}
              <FormFields
                control={form.control}
                fields={fieldsFor(kind, tax !== undefined)}
                testId="local-tax-fields"
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={mutation.isPending}>
              <FormattedMessage id="common.cancel" />
            </Button>
            <SubmitButton
              labelId={tax ? 'localTaxes.edit.submit' : 'localTaxes.create.submit'}
              busy={mutation.isPending}
            />
          </DialogActions>
        </form>
      </FormMessages>
    </Dialog>
  );
}
