import { Box, Container, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { privacySections } from '../content/privacy-sections';

/** /pages/privacy-policy: what Paydesk keeps, why, how it protects it and for how long. */
export function PrivacyPolicyPage() {
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <Typography variant="h1" component="h1" gutterBottom>
        <FormattedMessage id="site.privacy.title" />
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        <FormattedMessage id="site.privacy.intro" />
      </Typography>
      {privacySections.map((section) => (
        <Box
          component="section"
          key={section.key}
          sx={{ mb: 4 }}
          aria-labelledby={`privacy-${section.key}`}
        >
          <Typography variant="h2" component="h2" id={`privacy-${section.key}`} gutterBottom>
            <FormattedMessage id={section.titleId} />
          </Typography>
          <Box component="ul" sx={{ pl: 3, m: 0, '& li': { mb: 1 } }}>
            {section.itemIds.map((id) => (
              <Typography key={id} component="li">
                <FormattedMessage id={id} />
              </Typography>
            ))}
          </Box>
        </Box>
      ))}
    </Container>
  );
}
