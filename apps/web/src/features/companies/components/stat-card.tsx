import type { SvgIconComponent } from '@mui/icons-material';
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';

type Props = {
  labelId: string;
  value: number;
  to: string;
  icon: SvgIconComponent;
  color: 'primary' | 'success' | 'warning' | 'secondary';
  testId: string;
};

/** A count on the dashboard; the whole card links to the list it counts. */
export function StatCard({ labelId, value, to, icon: Icon, color, testId }: Props) {
  const intl = useIntl();
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }} data-testid={testId}>
        <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Box
            sx={{
              display: 'grid',
              placeItems: 'center',
              width: 48,
              height: 48,
              flexShrink: 0,
              borderRadius: 2,
              color: `${color}.main`,
              bgcolor: 'action.hover',
            }}
          >
            <Icon />
          </Box>
          <Box>
            <Typography variant="h2" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {intl.formatNumber(value)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              <FormattedMessage id={labelId} />
            </Typography>
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
