import { offCycleReasons, withholdingMethods, type PayGroup } from '@paydesk/contracts';
import { Alert, Button, Grid, MenuItem, Stack, TextField } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { issuesResolver } from '@web/shared/forms/contract-resolver';
import type { FieldSpec } from '@web/shared/forms/field-spec';
import { FormFields } from '@web/shared/forms/form-fields';
import { FormMessages } from '@web/shared/forms/form-messages';
import { optionsOf } from '@web/shared/forms/options';
import { failureText, problemFieldErrors } from '@web/shared/forms/problem';
import { useNotify } from '@web/shared/notify';
import { Loader } from '@web/shared/ui/loader';
import { useCreatePayrollDraft } from '../../api/create-payroll-draft';
import { useUpcomingPeriods } from '../../api/list-upcoming-periods';
import {
  emptyOffCycleForm,
  offCycleIssues,
  offCycleMessages,
  offCycleRequestOf,
  payDateCodeMessages,
  type OffCycleFormValues,
} from '../../model/off-cycle-form';
import { createPath } from '../../model/paths';
import { EmployeePicker } from './employee-picker';

const resolver = issuesResolver(offCycleIssues, offCycleMessages);

const fields: FieldSpec<OffCycleFormValues>[] = [
  {
    kind: 'select',
    name: 'reason',
    labelId: 'payroll.field.reason',
    options: optionsOf(offCycleReasons, 'payroll.offCycle.reason'),
    required: true,
    width: 'half',
  },
  {
    kind: 'select',
    name: 'withholding',
    labelId: 'payroll.field.withholding',
    hintId: 'payroll.field.withholding.hint',
    options: optionsOf(withholdingMethods, 'payroll.withholding'),
    required: true,
    width: 'half',
  },
  {
    kind: 'date',
    name: 'payDate',
    labelId: 'payroll.field.payDate',
    required: true,
    width: 'third',
  },
  {
    kind: 'date',
    name: 'periodStart',
    labelId: 'payroll.field.periodStart',
    required: true,
    width: 'third',
  },
  {
    kind: 'date',
    name: 'periodEnd',
    labelId: 'payroll.field.periodEnd',
    required: true,
    width: 'third',
  },
];

/** An off-cycle run: why, when, for whom, and how its income tax is withheld. */
export function OffCycleForm({ companyId }: { companyId: string }) {
  const upcoming = useUpcomingPeriods(companyId);
  if (upcoming.isPending) return <Loader />;
  const groups = upcoming.data?.map((entry) => entry.group) ?? [];
  if (groups.length === 0) {
    return (
      <Alert severity="info">
        <FormattedMessage id="payroll.upcoming.noGroups" />
      </Alert>
    );
  }
  return <OffCycleFields companyId={companyId} groups={groups} />;
}

function OffCycleFields({ companyId, groups }: { companyId: string; groups: PayGroup[] }) {
  const intl = useIntl();
  const notify = useNotify();
  const navigate = useNavigate();
  const create = useCreatePayrollDraft(companyId);
  const form = useForm<OffCycleFormValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: emptyOffCycleForm(groups[0]?.id ?? ''),
  });
  const submit = form.handleSubmit((values) =>
    create.mutate(offCycleRequestOf(values), {
      onSuccess: ({ draftId }) =>
        void navigate(createPath(companyId, { draftId }), { replace: true }),
      onError: (error) => {
        for (const item of problemFieldErrors(error)) {
          const id = item.code ? payDateCodeMessages[item.code] : undefined;
          if (id && item.path.endsWith('payDate')) form.setError('payDate', { message: id });
        }
        const codeText = (code: string) => {
          const id = payDateCodeMessages[code];
          return id ? intl.formatMessage({ id }) : undefined;
        };
        notify.error(
          failureText(error, intl.formatMessage({ id: 'payroll.error.createDraft' }), codeText),
        );
      },
    }),
  );
  return (
    <FormMessages table={offCycleMessages}>
      <Stack
        component="form"
        noValidate
        spacing={2}
        onSubmit={(event) => void submit(event)}
        sx={{ maxWidth: 840 }}
        data-testid="off-cycle-form"
      >
        <Grid container spacing={2}>
          <Grid size={12}>
            <Controller
              control={form.control}
              name="payGroupId"
              render={({ field }) => (
                <TextField
                  select
                  fullWidth
                  required
                  label={intl.formatMessage({ id: 'payroll.field.payGroup' })}
                  {...field}
                >
                  {groups.map((group) => (
                    <MenuItem key={group.id} value={group.id}>
                      {group.name}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Grid>
        </Grid>
        <FormFields control={form.control} fields={fields} />
        <EmployeePicker companyId={companyId} control={form.control} />
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            <FormattedMessage id="payroll.offCycle.submit" />
          </Button>
        </Stack>
      </Stack>
    </FormMessages>
  );
}
