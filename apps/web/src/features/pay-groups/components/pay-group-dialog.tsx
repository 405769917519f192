import type { PayGroup } from '@paydesk/contracts';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { contractResolver } from '@web/shared/forms/contract-resolver';
import type { FieldSpec } from '@web/shared/forms/field-spec';
import { FormFields } from '@web/shared/forms/form-fields';
import { FormMessages } from '@web/shared/forms/form-messages';
import { failureText, showProblemOnFields } from '@web/shared/forms/problem';
import { SubmitButton } from '@web/shared/forms/submit-button';
import { useNotify } from '@web/shared/notify';
import { useCreatePayGroup } from '../api/create-pay-group';
import { usePatchPayGroup } from '../api/patch-pay-group';
import {
  emptyPayGroupForm,
  formValuesOf,
  previewPeriods,
  requestOf,
  validatePayGroupForm,
  type PayGroupFormValues,
} from '../model/pay-group-form';
import { payGroupCodeMessages, payGroupMessages } from '../model/pay-group-messages';
import { frequencyOptions } from '../model/options';
import { SchedulePreview } from './schedule-preview';

type Props = {
  companyId: string;
  /** The group to edit; a new one when absent. */
  group?: PayGroup;
  /** Today (YYYY-MM-DD), where the preview starts. */
  today: string;
  onClose: () => void;
};

const resolver = contractResolver(validatePayGroupForm, payGroupMessages);

const fieldsFor = (semimonthly: boolean): FieldSpec<PayGroupFormValues>[] => [
  { kind: 'text', name: 'name', labelId: 'payGroups.field.name', required: true, autoFocus: true },
  {
    kind: 'select',
    name: 'frequency',
    labelId: 'payGroups.field.frequency',
    options: frequencyOptions,
    required: true,
    width: 'half',
  },
  ...(semimonthly
    ? ([
        {
          kind: 'text',
          name: 'secondPayDay',
          labelId: 'payGroups.field.secondPayDay',
          hintId: 'payGroups.field.secondPayDay.hint',
          required: true,
          width: 'half',
        },
      ] as const)
    : []),
  {
    kind: 'date',
    name: 'firstPeriodEnd',
    labelId: 'payGroups.field.firstPeriodEnd',
    hintId: semimonthly ? 'payGroups.field.firstPeriodEnd.semimonthlyHint' : undefined,
    required: true,
    width: 'half',
  },
  {
    kind: 'date',
    name: 'firstPayDate',
    labelId: 'payGroups.field.firstPayDate',
    required: true,
    width: 'half',
  },
];

/** Create or edit a pay group, with a live preview of its next six pay periods. */
export function PayGroupDialog({ companyId, group, today, onClose }: Props) {
  const intl = useIntl();
  const notify = useNotify();
  const create = useCreatePayGroup(companyId);
  const patch = usePatchPayGroup(companyId, group?.id ?? '');
  const form = useForm<PayGroupFormValues>({
    resolver,
    defaultValues: group ? formValuesOf(group) : emptyPayGroupForm,
    mode: 'onTouched',
  });
  const values = useWatch({ control: form.control }) as PayGroupFormValues;
  const semimonthly = values.frequency === 'semimonthly';
  const mutation = group ? patch : create;
  const fallbackId = group ? 'payGroups.error.edit' : 'payGroups.error.create';

  const handleSave = form.handleSubmit(async (formValues) => {
    const request = requestOf(formValues) as Parameters<typeof create.mutateAsync>[0];
    try {
      if (group) await patch.mutateAsync({ ...request, version: group.version });
      else await create.mutateAsync(request);
      notify.success({ id: group ? 'payGroups.saved' : 'payGroups.created' });
      onClose();
    } catch (error) {
      showProblemOnFields(
        error,
        ['name', 'frequency', 'firstPeriodEnd', 'firstPayDate', 'secondPayDay'],
        form.setError,
        payGroupCodeMessages,
      );
    }
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="pay-group-dialog-title">
      <FormMessages table={payGroupMessages}>
        <form noValidate onSubmit={(event) => void handleSave(event)}>
          <DialogTitle id="pay-group-dialog-title">
            <FormattedMessage id={group ? 'payGroups.edit.title' : 'payGroups.create.title'} />
          </DialogTitle>
          <DialogContent>
            <Stack spacing={3} sx={{ pt: 1 }}>
              {mutation.isError && (
                <Alert severity="error" role="alert">
                  {failureText(mutation.error, intl.formatMessage({ id: fallbackId }))}
                </Alert>
              )}
              <FormFields control={form.control} fields={fieldsFor(semimonthly)} />
              <Stack spacing={1}>
                <Typography variant="h5" component="h3">
                  <FormattedMessage id="payGroups.preview.title" />
                </Typography>
                <SchedulePreview periods={previewPeriods(values, today)} />
              </Stack>
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={mutation.isPending}>
              <FormattedMessage id="common.cancel" />
            </Button>
            <SubmitButton
              labelId={group ? 'payGroups.edit.submit' : 'payGroups.create.submit'}
              busy={mutation.isPending}
            />
          </DialogActions>
        </form>
      </FormMessages>
    </Dialog>
  );
}
