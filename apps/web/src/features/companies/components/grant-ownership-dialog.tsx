import {
  grantOwnershipRequestSchema,
  type Company,
  type CompanyEmployee,
} from '@paydesk/contracts';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNotify } from '@web/shared/notify/notify';
import { FormFields } from '@web/shared/forms/form-fields';
import { useGrantOwnership } from '../api/grant-ownership';
import { contractResolver } from '@web/shared/forms/contract-resolver';
import { failureText } from '@web/shared/forms/problem';
import { ownershipTotal } from '../model/percent';
import { percentOf } from '../model/wizard-values';
import { EmployeePicker, type GrantValues } from './employee-picker';
import { usePercentFormat } from './use-percent-format';
import { companyMessages } from '../model/validation-messages';
import { SubmitButton } from '@web/shared/forms/submit-button';

const requestOf = (values: GrantValues) => ({
  ownerEmployeeId: values.ownerEmployeeId,
  ownershipPercentage: percentOf(values.ownershipPercentage),
});

const resolver = contractResolver(
  (values: GrantValues) => grantOwnershipRequestSchema.safeParse(requestOf(values)),
  companyMessages,
);

type Props = { company: Company; open: boolean; onClose: () => void };

/** Grants an active employee a share of the company (or changes an owner's share). */
export function GrantOwnershipDialog({ company, open, onClose }: Props) {
  const intl = useIntl();
  const notify = useNotify();
  const percent = usePercentFormat();
  const titleId = useId();
  const grant = useGrantOwnership(company.id);
  const [picked, setPicked] = useState<CompanyEmployee | null>(null);
  const { control, handleSubmit, reset } = useForm<GrantValues>({
    resolver,
    defaultValues: { ownerEmployeeId: '', ownershipPercentage: '' },
    mode: 'onTouched',
  });
  // What is still unowned, counting the picked employee's current share as free to change.
  const left =
    100 -
    ownershipTotal(
      company.owners
        .filter((owner) => owner.employeeId !== picked?.id)
        .map((owner) => owner.ownershipPercentage),
    );
  const close = () => {
    if (grant.isPending) return;
    reset();
    grant.reset();
    setPicked(null);
    onClose();
  };
  const submit = handleSubmit((values) =>
    grant.mutate(grantOwnershipRequestSchema.parse(requestOf(values)), {
      onSuccess: () => {
        notify.success({ id: 'companies.grant.done' });
        close();
      },
    }),
  );
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>
          <FormattedMessage id="companies.grant.title" />
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {grant.isError && (
              <Alert severity="error" role="alert">
                {failureText(grant.error, intl.formatMessage({ id: 'companies.error.grant' }))}
              </Alert>
            )}
            <DialogContentText>
              <FormattedMessage id="companies.grant.left" values={{ left: percent(left) }} />
            </DialogContentText>
            {open && <EmployeePicker companyId={company.id} control={control} onPick={setPicked} />}
            <FormFields
              control={control}
              fields={[
                {
                  kind: 'percent',
                  name: 'ownershipPercentage',
                  labelId: 'companies.grant.percentage',
                  required: true,
                },
              ]}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={grant.isPending}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <SubmitButton labelId="companies.grant.submit" busy={grant.isPending} />
        </DialogActions>
      </form>
    </Dialog>
  );
}
