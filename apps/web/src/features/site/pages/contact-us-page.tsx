import MailOutlineIcon from '@mui/icons-material/MailOutline';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { Alert, Card, CardContent, Container, Grid, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { ContactForm } from '../components/contact-form';

/** /pages/contact-us: a message to the Paydesk team, stored for the administrators to read. */
export function ContactUsPage() {
  const [sentBy, setSentBy] = useState<string | null>(null);
  return (
    <Container maxWidth="lg" sx={{ py: 6 }}>
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Typography variant="h1" component="h1" id="contact-title" gutterBottom>
            <FormattedMessage id="site.contact.title" />
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            <FormattedMessage id="site.contact.intro" />
          </Typography>
          <Stack spacing={2}>
            <Stack direction="row" spacing={1.5}>
              <ScheduleIcon color="primary" />
              <Typography variant="body2">
                <FormattedMessage id="site.contact.hours" />
              </Typography>
            </Stack>
            <Stack direction="row" spacing={1.5}>
              <MailOutlineIcon color="primary" />
              <Typography variant="body2">
                <FormattedMessage id="site.contact.privacyNote" />
              </Typography>
            </Stack>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Card>
            <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
              {sentBy && (
                <Alert
                  severity="success"
                  sx={{ mb: 3 }}
                  onClose={() => setSentBy(null)}
                  data-testid="contact-sent"
                >
                  <FormattedMessage id="site.contact.thanks" values={{ name: sentBy }} />
                </Alert>
              )}
              <ContactForm onSent={setSentBy} />
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </Container>
  );
}
