import type { TimeOffPolicy } from '@paydesk/contracts';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Skeleton,
  Stack,
} from '@mui/material';
import { useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormTextField } from '@web/shared/forms/fields/form-text-field';
import { SelectField } from '@web/shared/forms/fields/select-field';
import { FormMessages } from '@web/shared/forms/form-messages';
import { failureText, problemCode } from '@web/shared/forms/problem';
import { SubmitButton } from '@web/shared/forms/submit-button';
import { useNotify } from '@web/shared/notify';
import { useAssignTimeOffPolicy } from '../api/assign-time-off-policy';
import { useAssignableEmployees } from '../api/list-company-employees';
import {
  assignResolver,
  emptyAssignForm,
  parsedAssignRequest,
  type AssignFormValues,
} from '../model/assign-form';
import { timeOffCodeMessages, timeOffMessages } from '../model/messages';

type Props = { companyId: string; policy: TimeOffPolicy; onClose: () => void };

/** Assign a policy to one employee, with the balance they start from. */
export function AssignDialog({ companyId, policy, onClose }: Props) {
  const intl = useIntl();
  const notify = useNotify();
  const employees = useAssignableEmployees(companyId);
  const assign = useAssignTimeOffPolicy(companyId);
  const resolver = useMemo(() => assignResolver(policy.id), [policy.id]);
  const form = useForm<AssignFormValues>({
    resolver,
    defaultValues: emptyAssignForm,
    mode: 'onTouched',
  });
  const options = (employees.data ?? []).map((employee) => ({
    value: employee.id,
    label: `${employee.firstName} ${employee.lastName}`,
  }));

  const handleSave = form.handleSubmit(async (values) => {
    try {
      await assign.mutateAsync({
        employeeId: values.employeeId,
        body: parsedAssignRequest(policy.id, values),
      });
      const name = options.find((option) => option.value === values.employeeId)?.label ?? '';
      notify.success({ id: 'timeOff.assign.done', values: { policy: policy.name, name } });
      onClose();
    } catch (error) {
      const code = problemCode(error);
      const own = code ? timeOffCodeMessages[code] : undefined;
      if (own) form.setError('employeeId', { type: 'server', message: own });
    }
  });
  const refused = assign.isError && !form.formState.errors.employeeId;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="assign-dialog-title">
      <FormMessages table={timeOffMessages}>
        <FormProvider {...form}>
          <form noValidate onSubmit={(event) => void handleSave(event)}>
            <DialogTitle id="assign-dialog-title">
              <FormattedMessage id="timeOff.assign.title" values={{ name: policy.name }} />
            </DialogTitle>
            <DialogContent>
              <Stack spacing={3} sx={{ pt: 1 }}>
                <DialogContentText>
                  <FormattedMessage id="timeOff.assign.message" />
                </DialogContentText>
                {refused && (
                  <Alert severity="error" role="alert">
                    {failureText(assign.error, intl.formatMessage({ id: 'timeOff.assign.error' }))}
                  </Alert>
                )}
                {employees.isPending && <Skeleton variant="rounded" height={56} />}
                {employees.isError && (
                  <Alert severity="error" role="alert">
                    <FormattedMessage id="timeOff.assign.employeesError" />
                  </Alert>
                )}
                {employees.isSuccess && options.length === 0 && (
                  <Alert severity="info">
                    <FormattedMessage id="timeOff.assign.noEmployees" />
                  </Alert>
                )}
                {options.length > 0 && (
                  <SelectField
                    name="employeeId"
                    label={intl.formatMessage({ id: 'timeOff.assign.employee' })}
                    options={options}
                  />
                )}
                <FormTextField
                  control={form.control}
                  name="startingBalanceHours"
                  labelId="timeOff.assign.startingBalance"
                  hintId="timeOff.assign.startingBalance.hint"
                  fullWidth
                  htmlInput={{ dir: 'ltr', inputMode: 'decimal', autoComplete: 'off' }}
                />
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose} disabled={assign.isPending}>
                <FormattedMessage id="common.cancel" />
              </Button>
              <SubmitButton labelId="timeOff.assign.submit" busy={assign.isPending} />
            </DialogActions>
          </form>
        </FormProvider>
      </FormMessages>
    </Dialog>
  );
}
