import { CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import { IntlProvider } from 'react-intl';
import { LoginPage } from '../features/auth/pages/login-page';
import { messages } from './i18n-messages';

const theme = createTheme();

export function App() {
  return (
    <IntlProvider locale="en" messages={messages.en}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <LoginPage />
      </ThemeProvider>
    </IntlProvider>
  );
}
