import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import RocketLaunchOutlinedIcon from '@mui/icons-material/RocketLaunchOutlined';
import { Box, Button, List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { FullPageMessage } from '../components/full-page-message';
import { Countdown } from '../components/countdown';

/** The launch the second variant counts down to: the first day of the 2027 W-2 season. */
export const YEAR_END_LAUNCH = '2027-01-04T14:00:00Z';

const upcoming = [
  'site.comingSoon.item.w2',
  'site.comingSoon.item.reports',
  'site.comingSoon.item.timeOff',
];

/** /pages/coming-soon1 (what is on the way) and /pages/coming-soon2 (a countdown to launch). */
export function ComingSoonPage({ variant }: { variant: 1 | 2 }) {
  return (
    <FullPageMessage
      fullPage
      testId={`coming-soon-${variant}`}
      icon={variant === 1 ? <RocketLaunchOutlinedIcon /> : <EventAvailableIcon />}
      title={<FormattedMessage id="site.comingSoon.title" />}
      body={
        <FormattedMessage id={variant === 1 ? 'site.comingSoon.body1' : 'site.comingSoon.body2'} />
      }
      actions={
        <>
          <Button variant="contained" component={RouterLink} to="/pages/contact-us">
            <FormattedMessage id="site.comingSoon.notify" />
          </Button>
          <Button variant="outlined" component={RouterLink} to="/pages/landing">
            <FormattedMessage id="site.comingSoon.learnMore" />
          </Button>
        </>
      }
    >
      {variant === 1 ? (
        <List dense sx={{ textAlign: 'start' }}>
          {upcoming.map((id) => (
            <ListItem key={id}>
              <ListItemIcon>
                <CheckCircleOutlineIcon color="primary" fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={<FormattedMessage id={id} />} />
            </ListItem>
          ))}
        </List>
      ) : (
        <Box sx={{ py: 1 }}>
          <Countdown target={YEAR_END_LAUNCH} />
        </Box>
      )}
    </FullPageMessage>
  );
}
