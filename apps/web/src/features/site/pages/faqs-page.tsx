import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Button,
  Container,
  Stack,
  Typography,
} from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { faqEntries } from '../content/faq-entries';

/** /pages/faqs: payroll questions small employers ask, answered for Paydesk. */
export function FaqsPage() {
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <Typography variant="h1" component="h1" gutterBottom>
        <FormattedMessage id="site.faq.title" />
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        <FormattedMessage id="site.faq.intro" />
      </Typography>
      {faqEntries.map((entry, index) => (
        <Accordion key={entry.key} defaultExpanded={index === 0} disableGutters variant="outlined">
          <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`faq-${entry.key}`}>
            <Typography variant="h4" component="h2">
              <FormattedMessage id={entry.questionId} />
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography color="text.secondary">
              <FormattedMessage id={entry.answerId} />
            </Typography>
          </AccordionDetails>
        </Accordion>
      ))}
      <Stack direction="row" spacing={2} sx={{ mt: 4, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography>
          <FormattedMessage id="site.faq.more" />
        </Typography>
        <Button variant="outlined" component={RouterLink} to="/pages/contact-us">
          <FormattedMessage id="site.nav.contact" />
        </Button>
      </Stack>
    </Container>
  );
}
