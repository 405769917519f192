import { AppBar, Box, Button, Container, Stack, Toolbar, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, Outlet } from 'react-router';
import { LanguageSwitcher } from '@web/shared/layout/language-switcher';
import { Logo } from '@web/shared/layout/logo';

const links = [
  { to: '/pages/landing', id: 'site.nav.product' },
  { to: '/pages/faqs', id: 'site.nav.faqs' },
  { to: '/pages/contact-us', id: 'site.nav.contact' },
  { to: '/pages/privacy-policy', id: 'site.nav.privacy' },
];

/** The public pages' frame: a header with the product links and sign-in, and a footer. */
export function SiteLayout() {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
      }}
    >
      <AppBar position="sticky">
        <Toolbar sx={{ gap: 2, minHeight: 72 }}>
          <Logo to="/pages/landing" />
          <Stack
            component="nav"
            direction="row"
            spacing={1}
            sx={{ display: { xs: 'none', md: 'flex' }, flexGrow: 1 }}
          >
            {links.map((link) => (
              <Button key={link.to} color="inherit" component={RouterLink} to={link.to}>
                <FormattedMessage id={link.id} />
              </Button>
            ))}
          </Stack>
          <Box sx={{ flexGrow: { xs: 1, md: 0 } }} />
          <LanguageSwitcher />
          <Button
            variant="contained"
            component={RouterLink}
            to="/login"
            sx={{ whiteSpace: 'nowrap' }}
          >
            <FormattedMessage id="site.nav.signIn" />
          </Button>
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ flexGrow: 1 }}>
        <Outlet />
      </Box>
      <Box
        component="footer"
        sx={{ borderTop: 1, borderColor: 'divider', py: 3, bgcolor: 'background.paper' }}
      >
        <Container maxWidth="lg">
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ justifyContent: 'space-between' }}
          >
            <Typography variant="body2" color="text.secondary">
              <FormattedMessage id="site.footer.tagline" />
            </Typography>
            <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
              {links.slice(1).map((link) => (
                <Typography
                  key={link.to}
                  variant="body2"
                  component={RouterLink}
                  to={link.to}
                  color="text.secondary"
                >
                  <FormattedMessage id={link.id} />
                </Typography>
              ))}
            </Stack>
          </Stack>
        </Container>
      </Box>
    </Box>
  );
}
