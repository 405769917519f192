import LogoutIcon from '@mui/icons-material/Logout';
import SettingsIcon from '@mui/icons-material/Settings';
import {
  Avatar,
  Box,
  Divider,
  IconButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { NO_ROLE_LABEL_ID, primaryRole, roleLabelId, useAuth } from '@web/features/auth';

const initialsOf = (first: string, last: string, email: string) =>
  `${first.charAt(0)}${last.charAt(0)}`.toUpperCase() || email.charAt(0).toUpperCase();

/**
 * The profile menu (spec §2.3): a fixed greeting, the user's real role (the specification's fixed
 * 'Project Admin' is a template leftover, see docs/decisions.md), Account settings and Logout.
 */
export function ProfileMenu() {
  const intl = useIntl();
  const { user, logout } = useAuth();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const close = () => setAnchor(null);
  if (!user) return null;
  const role = primaryRole(user.roles);
  const roleLabel = role ? roleLabelId(role) : NO_ROLE_LABEL_ID;
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  const label = intl.formatMessage({ id: 'layout.profile.button' });
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          aria-label={label}
          aria-haspopup="menu"
          aria-expanded={open}
          onClick={(event) => setAnchor(event.currentTarget)}
          data-testid="profile-button"
          sx={{ p: 0.5 }}
        >
          <Avatar
            sx={{
              width: 36,
              height: 36,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              fontSize: 15,
            }}
          >
            {initialsOf(user.firstName, user.lastName, user.email)}
          </Avatar>
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={open}
        onClose={close}
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
        <MenuItem component={RouterLink} to="/profile-settings" onClick={close}>
          <ListItemIcon>
            <SettingsIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>
            <FormattedMessage id="layout.profile.accountSettings" />
          </ListItemText>
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            void logout();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>
            <FormattedMessage id="layout.profile.logout" />
          </ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
