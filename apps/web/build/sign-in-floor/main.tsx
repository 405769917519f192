// The least a sign-in page can download on this stack: React, React Router's data router, MUI
// (theme, baseline, card, two labelled inputs built as the form kernel builds them, without
// TextField's select mode, a button) and react-intl, with nothing of Paydesk. The first-page
// benchmark builds it and reports its gzipped size beside the real sign-in page's.
import {
  Button,
  Card,
  CssBaseline,
  FormControl,
  InputLabel,
  OutlinedInput,
  ThemeProvider,
  Typography,
} from '@mui/material';
import { createTheme } from '@mui/material/styles';
import { createRoot } from 'react-dom/client';
import { FormattedMessage, IntlProvider } from 'react-intl';
import { createBrowserRouter, RouterProvider } from 'react-router';

function Field({ id, label, type }: { id: string; label: string; type: string }) {
  return (
    <FormControl variant="outlined" fullWidth>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput id={id} type={type} label={label} />
    </FormControl>
  );
}

function SignIn() {
  return (
    <Card component="form">
      <Typography variant="h3">
        <FormattedMessage id="title" />
      </Typography>
      <Field id="email" label="Email address" type="email" />
      <Field id="password" label="Password" type="password" />
      <Button type="submit" variant="contained">
        <FormattedMessage id="submit" />
      </Button>
    </Card>
  );
}

const router = createBrowserRouter([{ path: '*', element: <SignIn /> }]);
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <IntlProvider locale="en" messages={{ title: 'Sign in', submit: 'Sign in' }}>
      <ThemeProvider theme={createTheme()}>
        <CssBaseline />
        <RouterProvider router={router} />
      </ThemeProvider>
    </IntlProvider>,
  );
}
