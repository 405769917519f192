import { createCompanyRequestSchema } from '@paydesk/contracts';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
} from '@mui/material';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useNotify } from '@web/shared/notify/notify';
import { useCreateCompany } from '../api/create-company';
import { legalInputOf, legalValuesOf, type LegalValues } from '../model/company-form';
import { contractResolver } from '@web/shared/forms/contract-resolver';
import { failureText } from '@web/shared/forms/problem';
import { LegalDataFields } from './legal-data-fields';
import { companyMessages } from '../model/validation-messages';

const resolver = contractResolver(
  (values: LegalValues) => createCompanyRequestSchema.safeParse(legalInputOf(values)),
  companyMessages,
);

type Props = { open: boolean; onClose: () => void };

/** Creates a company (it starts onboarding) and opens its page. */
export function CreateCompanyDialog({ open, onClose }: Props) {
  const intl = useIntl();
  const notify = useNotify();
  const navigate = useNavigate();
  const titleId = useId();
  const create = useCreateCompany();
  const { control, handleSubmit, reset } = useForm<LegalValues>({
    resolver,
    defaultValues: legalValuesOf(null),
    mode: 'onTouched',
  });
  const close = () => {
    if (create.isPending) return;
    reset();
    create.reset();
    onClose();
  };
  const submit = handleSubmit((values) =>
    create.mutate(createCompanyRequestSchema.parse(legalInputOf(values)), {
      onSuccess: (company) => {
        notify.success({ id: 'companies.create.done', values: { name: company.name } });
        reset();
        onClose();
        void navigate(`/company/${company.id}`);
      },
    }),
  );
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>
          <FormattedMessage id="companies.create.title" />
        </DialogTitle>
        <DialogContent>
          {create.isError && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {failureText(create.error, intl.formatMessage({ id: 'companies.error.create' }))}
            </Alert>
          )}
          {/* The top padding keeps the first field's floating label clear of the title. */}
          <Box sx={{ pt: 1 }}>
            <LegalDataFields control={control} autoFocus />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={create.isPending}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={create.isPending}
            startIcon={
              create.isPending ? <CircularProgress size={16} color="inherit" /> : undefined
            }
          >
            <FormattedMessage id="companies.create.submit" />
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
