import { CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import { IntlProvider } from 'react-intl';
import { LoginPage } from '../features/auth/pages/login-page';
import { catalogues } from '../shared/i18n/catalogues';

const theme = createTheme();

export function App() {
  return (
    <IntlProvider locale="en" messages={catalogues.en}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <LoginPage />
      </ThemeProvider>
    </IntlProvider>
  );
}
