import LogoutIcon from '@mui/icons-material/Logout';
import SettingsIcon from '@mui/icons-material/Settings';
import {
  Box,
  Divider,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Typography,
} from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';

type Props = {
  anchor: HTMLElement | null;
  name: string;
  roleLabel: string;
  onClose: () => void;
  onLogout: () => void;
};

/** The profile button's menu, downloaded at the button's first press. */
export function ProfileMenuList({ anchor, name, roleLabel, onClose, onLogout }: Props) {
  return (
    <Menu
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { minWidth: 260 } } }}
    >
      <Box sx={{ px: 2, py: 1.5 }}>
        <Typography variant="subtitle1">
          <FormattedMessage id="layout.profile.greeting" values={{ name }} />
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id={roleLabel} />
        </Typography>
      </Box>
      <Divider />
      <MenuItem component={RouterLink} to="/profile-settings" onClick={onClose}>
        <ListItemIcon>
          <SettingsIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>
          <FormattedMessage id="layout.profile.accountSettings" />
        </ListItemText>
      </MenuItem>
      <MenuItem onClick={onLogout}>
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>
          <FormattedMessage id="layout.profile.logout" />
        </ListItemText>
      </MenuItem>
    </Menu>
  );
}
