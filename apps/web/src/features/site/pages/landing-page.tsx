import { Box, Button, Card, CardContent, Container, Grid, Stack, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { audiences, capabilities, steps, type LandingCard } from '../content/landing-content';

function CardGrid({ cards, columns }: { cards: LandingCard[]; columns: number }) {
  return (
    <Grid container spacing={3}>
      {cards.map(({ icon: Icon, titleId, bodyId }) => (
        <Grid key={titleId} size={{ xs: 12, sm: 6, md: 12 / columns }}>
          <Card sx={{ height: '100%' }}>
            <CardContent>
              <Icon color="primary" sx={{ fontSize: 36, mb: 1 }} />
              <Typography variant="h3" component="h3" gutterBottom>
                <FormattedMessage id={titleId} />
              </Typography>
              <Typography variant="body2" color="text.secondary">
                <FormattedMessage id={bodyId} />
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}

function SignUpButtons() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Button size="large" variant="contained" component={RouterLink} to="/register">
        <FormattedMessage id="site.landing.cta.signUp" />
      </Button>
      <Button size="large" variant="outlined" component={RouterLink} to="/login">
        <FormattedMessage id="site.landing.cta.signIn" />
      </Button>
    </Stack>
  );
}

/** /pages/landing: what Paydesk does, for whom, and a call to sign up. */
export function LandingPage() {
  return (
    <>
      <Box
        sx={{
          py: { xs: 6, md: 10 },
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Container maxWidth="md">
          <Stack spacing={3}>
            <Typography variant="overline" color="primary">
              <FormattedMessage id="site.landing.eyebrow" />
            </Typography>
            <Typography
              variant="h1"
              component="h1"
              sx={{ fontSize: { xs: '2rem', md: '2.75rem' } }}
            >
              <FormattedMessage id="site.landing.title" />
            </Typography>
            <Typography
              variant="h3"
              component="p"
              color="text.secondary"
              sx={{ fontWeight: 400, lineHeight: 1.5 }}
            >
              <FormattedMessage id="site.landing.subtitle" />
            </Typography>
            <SignUpButtons />
          </Stack>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: 8 }}>
        <Typography variant="h2" component="h2" gutterBottom>
          <FormattedMessage id="site.landing.for.title" />
        </Typography>
        <CardGrid cards={audiences} columns={3} />
        <Typography variant="h2" component="h2" gutterBottom sx={{ mt: 8 }}>
          <FormattedMessage id="site.landing.does.title" />
        </Typography>
        <CardGrid cards={capabilities} columns={3} />
        <Typography variant="h2" component="h2" gutterBottom sx={{ mt: 8 }}>
          <FormattedMessage id="site.landing.steps.title" />
        </Typography>
        <Box component="ol" sx={{ pl: 3, '& li': { mb: 1.5 } }}>
          {steps.map((id) => (
            <Typography key={id} component="li">
              <FormattedMessage id={id} />
            </Typography>
          ))}
        </Box>
        <Card sx={{ mt: 8, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
          <CardContent sx={{ p: { xs: 3, md: 5 } }}>
            <Stack spacing={2}>
              <Typography variant="h2" component="h2">
                <FormattedMessage id="site.landing.final.title" />
              </Typography>
              <Typography>
                <FormattedMessage id="site.landing.final.body" />
              </Typography>
              <Box>
                <Button
                  size="large"
                  variant="contained"
                  component={RouterLink}
                  to="/register"
                  sx={{
                    bgcolor: 'background.paper',
                    color: 'primary.main',
                    '&:hover': { bgcolor: 'background.default' },
                  }}
                >
                  <FormattedMessage id="site.landing.cta.signUp" />
                </Button>
              </Box>
            </Stack>
          </CardContent>
        </Card>
      </Container>
    </>
  );
}
