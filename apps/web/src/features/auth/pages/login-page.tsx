import { Box, Card, CardContent, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';

export function LoginPage() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'grey.100' }}>
      <Card sx={{ width: 420, maxWidth: '92vw' }}>
        <CardContent>
          <Typography variant="h4" component="h1" gutterBottom>
            <FormattedMessage id="auth.login.title" />
          </Typography>
          <Typography color="text.secondary">
            <FormattedMessage id="auth.login.subtitle" />
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
}
