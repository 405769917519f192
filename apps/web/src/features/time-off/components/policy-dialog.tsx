import type { TimeOffPolicy } from '@paydesk/contracts';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { contractResolver } from '@web/shared/forms/contract-resolver';
import { FormFields } from '@web/shared/forms/form-fields';
import { FormMessages } from '@web/shared/forms/form-messages';
import { failureText, showProblemOnFields } from '@web/shared/forms/problem';
import { SubmitButton } from '@web/shared/forms/submit-button';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { useNotify } from '@web/shared/notify';
import { useCreateTimeOffPolicy, useUpdateTimeOffPolicy } from '../api/save-time-off-policy';
import { timeOffCodeMessages, timeOffMessages } from '../model/messages';
import {
  emptyPolicyForm,
  parsedCreateRequest,
  parsedUpdateRequest,
  policyFieldNames,
  policyFields,
  policyFormValuesOf,
  validatePolicyForm,
  type PolicyFormValues,
} from '../model/policy-form';

type Props = {
  companyId: string;
  /** The policy to change; a new one when absent. */
  policy?: TimeOffPolicy;
  onClose: () => void;
};

/** Add a policy or change one: its kind, how hours accrue, and its limits. */
export function PolicyDialog({ companyId, policy, onClose }: Props) {
  const intl = useIntl();
  const { locale } = useFormatters();
  const notify = useNotify();
  const create = useCreateTimeOffPolicy(companyId);
  const update = useUpdateTimeOffPolicy(companyId, policy?.id ?? '');
  const mutation = policy ? update : create;
  const resolver = useMemo(
    () => contractResolver(validatePolicyForm(policy?.version), timeOffMessages),
    [policy?.version],
  );
  const form = useForm<PolicyFormValues>({
    resolver,
    defaultValues: policy ? policyFormValuesOf(policy, locale) : emptyPolicyForm,
    mode: 'onTouched',
  });
  const method = useWatch({ control: form.control, name: 'accrual.method' });

  const handleSave = form.handleSubmit(async (values) => {
    try {
      if (policy) await update.mutateAsync(parsedUpdateRequest(values, policy.version));
      else await create.mutateAsync(parsedCreateRequest(values));
      notify.success({ id: policy ? 'timeOff.policies.saved' : 'timeOff.policies.created' });
      onClose();
    } catch (error) {
      showProblemOnFields(error, policyFieldNames, form.setError, timeOffCodeMessages);
    }
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="policy-dialog-title">
      <FormMessages table={timeOffMessages}>
        <form noValidate onSubmit={(event) => void handleSave(event)}>
          <DialogTitle id="policy-dialog-title">
            <FormattedMessage
              id={policy ? 'timeOff.policies.edit.title' : 'timeOff.policies.create.title'}
            />
          </DialogTitle>
          <DialogContent>
            <Stack spacing={3} sx={{ pt: 1 }}>
              {mutation.isError && (
                <Alert severity="error" role="alert">
                  {failureText(
                    mutation.error,
                    intl.formatMessage({
                      id: policy ? 'timeOff.policies.error.edit' : 'timeOff.policies.error.create',
                    }),
                  )}
                </Alert>
              )}
              <FormFields
                control={form.control}
                fields={policyFields(method, policy !== undefined)}
                testId="policy-fields"
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={mutation.isPending}>
              <FormattedMessage id="common.cancel" />
            </Button>
            <SubmitButton
              labelId={policy ? 'timeOff.policies.edit.submit' : 'timeOff.policies.create.submit'}
              busy={mutation.isPending}
            />
          </DialogActions>
        </form>
      </FormMessages>
    </Dialog>
  );
}
