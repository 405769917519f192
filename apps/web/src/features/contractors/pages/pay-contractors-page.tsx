import PreviewIcon from '@mui/icons-material/Preview';
import type { ContractorListItem, ContractorPayment } from '@paydesk/contracts';
import { Alert, Button, CircularProgress, Grid, Skeleton, Stack } from '@mui/material';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { issuesResolver } from '@web/shared/forms/contract-resolver';
import { FormDateField } from '@web/shared/forms/fields/form-date-field';
import { FormMessages } from '@web/shared/forms/form-messages';
import { failureText, problemFieldErrors } from '@web/shared/forms/problem';
import { PageHeader } from '@web/shared/ui/page-header';
import { QueryFailure } from '@web/shared/ui/query-failure';
import { SectionCard } from '@web/shared/ui/section-card';
import {
  useCreateContractorPayment,
  usePreviewContractorPayment,
} from '../api/contractor-payments';
import { usePayableContractors } from '../api/list-contractors';
import { PaymentDone } from '../components/pay/payment-done';
import { PayLines } from '../components/pay/pay-lines';
import { PayPreview } from '../components/pay/pay-preview';
import { contractorCodeMessages, contractorMessages } from '../model/messages';
import { contractorsPath } from '../model/paths';
import {
  emptyPayForm,
  formFieldOfServerPath,
  localToday,
  parsedPayRequest,
  payFormIssues,
  type PayFormValues,
} from '../model/pay-form';

const resolver = issuesResolver(payFormIssues, contractorMessages);

/**
 * company/{id}/contractors/pay: choose contractors, their amounts, reimbursements and memos and a
 * pay date; preview the run with its backup withholding and totals; approve it.
 */
export function PayContractorsPage() {
  const companyId = useParams().companyId ?? '';
  const intl = useIntl();
  const contractors = usePayableContractors(companyId);
  const [paid, setPaid] = useState<ContractorPayment | null>(null);
  // "Pay" on a contractor's profile opens this page with them on the first line.
  const chosen = (useLocation().state as { contractorId?: string } | null)?.contractorId;
  return (
    <>
      <PageHeader
        title={<FormattedMessage id="contractors.pay.title" />}
        subtitle={<FormattedMessage id="contractors.pay.subtitle" />}
      />
      {contractors.isPending && <Skeleton variant="rounded" height={160} />}
      {contractors.isError && (
        <QueryFailure
          message={intl.formatMessage({ id: 'contractors.error.list' })}
          onRetry={() => void contractors.refetch()}
        />
      )}
      {contractors.data?.length === 0 && (
        <Alert
          severity="info"
          data-testid="pay-no-contractors"
          action={
            <Button color="inherit" component={RouterLink} to={contractorsPath(companyId)}>
              <FormattedMessage id="contractors.pay.toList" />
            </Button>
          }
        >
          <FormattedMessage id="contractors.pay.noContractors" />
        </Alert>
      )}
      {paid && <PaymentDone companyId={companyId} payment={paid} onAnother={() => setPaid(null)} />}
      {!paid && contractors.data && contractors.data.length > 0 && (
        <PayForm
          companyId={companyId}
          contractors={contractors.data}
          chosen={contractors.data.some((item) => item.id === chosen) ? chosen : undefined}
          onPaid={setPaid}
        />
      )}
    </>
  );
}

type FormProps = {
  companyId: string;
  contractors: readonly ContractorListItem[];
  /** The contractor the first line starts with. */
  chosen: string | undefined;
  onPaid: (payment: ContractorPayment) => void;
};

function PayForm({ companyId, contractors, chosen, onPaid }: FormProps) {
  const intl = useIntl();
  const preview = usePreviewContractorPayment(companyId);
  const approve = useCreateContractorPayment(companyId);
  const form = useForm<PayFormValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: emptyPayForm(localToday(), chosen),
  });
  // A preview shows the lines it was made for; any change needs a new one.
  const [previewed, setPreviewed] = useState<string | null>(null);
  const current = JSON.stringify(useWatch({ control: form.control }));
  const shown = preview.data && previewed === current ? preview.data : null;

  const onRefused = (error: unknown) => {
    for (const item of problemFieldErrors(error)) {
      const field = formFieldOfServerPath(item);
      if (!field) continue;
      const id = item.code ? contractorCodeMessages[item.code] : undefined;
      form.setError(field as 'payDate', { type: 'server', message: id ?? item.message });
    }
  };
  const codeText = (code: string) => {
    const id = contractorCodeMessages[code];
    return id ? intl.formatMessage({ id }) : undefined;
  };
  const runPreview = form.handleSubmit((values) => {
    approve.reset();
    const snapshot = JSON.stringify(values);
    preview.mutate(parsedPayRequest(values), {
      onSuccess: () => setPreviewed(snapshot),
      onError: onRefused,
    });
  });
  const runApprove = form.handleSubmit((values) =>
    approve.mutate(parsedPayRequest(values), { onSuccess: onPaid, onError: onRefused }),
  );
  const busy = preview.isPending || approve.isPending;

  return (
    <FormMessages table={contractorMessages}>
      <Stack
        component="form"
        noValidate
        spacing={3}
        onSubmit={(event) => void runPreview(event)}
        data-testid="pay-contractors-form"
      >
        <SectionCard titleId="contractors.pay.section.lines">
          <Stack spacing={3}>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6, md: 4 }}>
                <FormDateField
                  control={form.control}
                  name="payDate"
                  labelId="contractors.pay.field.payDate"
                  hintId="contractors.pay.field.payDate.hint"
                  required
                />
              </Grid>
            </Grid>
            <PayLines control={form.control} contractors={contractors} />
            <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
              <Button
                type="submit"
                variant="outlined"
                disabled={busy}
                startIcon={
                  preview.isPending ? (
                    <CircularProgress size={16} color="inherit" />
                  ) : (
                    <PreviewIcon />
                  )
                }
              >
                <FormattedMessage id="contractors.pay.preview" />
              </Button>
            </Stack>
          </Stack>
        </SectionCard>
        {preview.isError && (
          <Alert severity="error" role="alert" data-testid="pay-failure">
            {failureText(
              preview.error,
              intl.formatMessage({ id: 'contractors.pay.error.preview' }),
              codeText,
            )}
          </Alert>
        )}
        {shown && (
          <PayPreview
            preview={shown}
            busy={busy}
            approving={approve.isPending}
            onApprove={() => void runApprove()}
          />
        )}
        {approve.isError && (
          <Alert severity="error" role="alert" data-testid="pay-failure">
            {failureText(
              approve.error,
              intl.formatMessage({ id: 'contractors.pay.error.approve' }),
              codeText,
            )}
          </Alert>
        )}
      </Stack>
    </FormMessages>
  );
}
