import { zodResolver } from '@hookform/resolvers/zod';
import SendIcon from '@mui/icons-material/Send';
import { Button, CircularProgress, Grid } from '@mui/material';
import { contactMessageRequestSchema, type ContactMessageRequest } from '@paydesk/contracts';
import { useForm } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import type * as z from 'zod/mini';
import { useNotify } from '@web/shared/notify/notify';
import { FormSelectField } from '@web/shared/forms/fields/form-select-field';
import { FormTextField } from '@web/shared/forms/fields/form-text-field';
import { useSubmitProps } from '@web/shared/ui/use-hydrated';
import { useSendContactMessage } from '../api/send-contact-message';
import { topicOptions } from '../content/contact-topics';

type ContactValues = z.input<typeof contactMessageRequestSchema>;

/** The contact form; validated by the same contract the API checks. */
export function ContactForm({ onSent }: { onSent: (name: string) => void }) {
  const notify = useNotify();
  const send = useSendContactMessage();
  const submitProps = useSubmitProps();
  // Checked by the contract the API applies: when a field is left, then at every change.
  const { control, handleSubmit, reset } = useForm<ContactValues, unknown, ContactMessageRequest>({
    resolver: zodResolver(contactMessageRequestSchema),
    defaultValues: { name: '', email: '', company: '', topic: 'sales', message: '' },
    mode: 'onTouched',
  });
  const submit = handleSubmit((values: ContactMessageRequest) =>
    send.mutate(values, {
      onSuccess: () => {
        notify.success('site.contact.sent');
        onSent(values.name);
        reset();
      },
      onError: (error) => notify.failure(error, 'site.contact.failed'),
    }),
  );
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="contact-title">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="name"
            labelId="site.contact.name"
            required
            autoComplete="name"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="email"
            labelId="site.contact.email"
            required
            type="email"
            autoComplete="email"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="company"
            labelId="site.contact.company"
            autoComplete="organization"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormSelectField
            control={control}
            name="topic"
            labelId="site.contact.topic"
            options={topicOptions}
            required
          />
        </Grid>
        <Grid size={12}>
          <FormTextField
            control={control}
            name="message"
            labelId="site.contact.message"
            hintId="site.contact.messageHint"
            required
            multiline
            minRows={5}
          />
        </Grid>
        <Grid size={12}>
          <Button
            {...submitProps}
            variant="contained"
            size="large"
            disabled={send.isPending}
            startIcon={
              send.isPending ? <CircularProgress size={18} color="inherit" /> : <SendIcon />
            }
          >
            <FormattedMessage id="site.contact.send" />
          </Button>
        </Grid>
      </Grid>
    </form>
  );
}
