import { Avatar, IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { NO_ROLE_LABEL_ID, primaryRole, roleLabelId, useAuth } from '@web/features/auth';
import { Deferred } from '@web/shared/ui/deferred';

const loadProfileMenuList = async () => (await import('./profile-menu-list')).ProfileMenuList;

const initialsOf = (first: string, last: string, email: string) =>
  `${first.charAt(0)}${last.charAt(0)}`.toUpperCase() || email.charAt(0).toUpperCase();

/**
 * The profile menu (spec §2.3): a fixed greeting, the user's real role (the specification's fixed
 * 'Project Admin' is a template leftover, see docs/decisions.md), Account settings and Logout.
 * The menu itself downloads at the button's first press (decision 110).
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
      <Deferred
        load={loadProfileMenuList}
        wanted={open}
        props={{
          anchor,
          name,
          roleLabel,
          onClose: close,
          onLogout: () => {
            close();
            void logout();
          },
        }}
      />
    </>
  );
}
