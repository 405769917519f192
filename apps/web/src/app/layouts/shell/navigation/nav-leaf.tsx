import { ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import type { MenuItem } from '@web/shared/layout/menu-types';

type Props = { item: MenuItem; active: boolean; collapsed: boolean; nested?: boolean };

/** One link of the side menu; collapsed, it shows only its icon with the label as a tooltip. */
export function NavLeaf({ item, active, collapsed, nested = false }: Props) {
  const intl = useIntl();
  const Icon = item.icon;
  const label = intl.formatMessage({ id: item.titleId });
  const button = (
    <ListItemButton
      component={RouterLink}
      to={item.url ?? '/'}
      selected={active}
      aria-current={active ? 'page' : undefined}
      aria-label={collapsed ? label : undefined}
      sx={{
        minHeight: 44,
        px: collapsed ? 0 : 1.5,
        pl: nested && !collapsed ? 5 : undefined,
        justifyContent: collapsed ? 'center' : 'flex-start',
      }}
    >
      {Icon && (
        <ListItemIcon sx={{ minWidth: collapsed ? 0 : 36, justifyContent: 'center' }}>
          <Icon fontSize="small" />
        </ListItemIcon>
      )}
      {!collapsed && (
        <ListItemText
          primary={<FormattedMessage id={item.titleId} />}
          slotProps={{ primary: { variant: 'body2', fontWeight: active ? 600 : 500 } }}
        />
      )}
    </ListItemButton>
  );
  return collapsed ? (
    <Tooltip title={label} placement="right">
      {button}
    </Tooltip>
  ) : (
    button
  );
}
