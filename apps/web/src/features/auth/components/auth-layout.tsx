import { Box, Card, CardContent } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { Outlet } from 'react-router';
import { FormMessages } from '@web/shared/forms/form-messages';
import { Logo } from '@web/shared/layout';
import { LanguageChoice } from '@web/shared/layout/language-choice';
import { authMessages } from './validation-message-id';

/**
 * The minimal layout of the sign-in screens: the language menu at the top, the Paydesk logo
 * above one centred card; the forms inside speak the auth feature's messages.
 */
export function AuthLayout() {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        gridTemplateRows: 'auto 1fr',
        gridTemplateColumns: 'minmax(0, 1fr)',
        justifyItems: 'center',
        p: 2,
        bgcolor: (theme) => alpha(theme.palette.primary.main, 0.06),
      }}
    >
      <Box sx={{ justifySelf: 'end' }}>
        <LanguageChoice />
      </Box>
      <Card sx={{ width: 460, maxWidth: '100%', alignSelf: 'center', mb: 6 }} elevation={2}>
        <CardContent sx={{ p: { xs: 3, sm: 5 } }}>
          <Box sx={{ display: 'flex', justifyContent: 'center', mb: 3 }}>
            <Logo />
          </Box>
          <FormMessages table={authMessages}>
            <Outlet />
          </FormMessages>
        </CardContent>
      </Card>
    </Box>
  );
}
