import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { containsItem, type MenuItem } from '@web/shared/layout/menu-types';
import { Deferred } from '@web/shared/ui/deferred';
import { loadChildrenMenu } from './load-children-menu';
import { NavLeaf } from './nav-leaf';

type Props = { item: MenuItem; activeId: string | null; collapsed: boolean };

/**
 * A menu entry with children: it expands in place when the drawer is open, and opens a small
 * menu beside the icon when the drawer is collapsed to 72 px.
 */
export function NavGroup({ item, activeId, collapsed }: Props) {
  const intl = useIntl();
  const listId = useId();
  const holdsActive = containsItem(item, activeId);
  const [expanded, setExpanded] = useState(holdsActive);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuOpen = anchor !== null;
  const Icon = item.icon;
  const label = intl.formatMessage({ id: item.titleId });

  // Opening a page inside the group expands it (state adjusted while rendering, not in an effect).
  const [activeBefore, setActiveBefore] = useState(holdsActive);
  if (holdsActive !== activeBefore) {
    setActiveBefore(holdsActive);
    if (holdsActive) setExpanded(true);
  }

  const header = (
    <ListItemButton
      selected={collapsed && holdsActive}
      aria-expanded={collapsed ? menuOpen : expanded}
      aria-controls={listId}
      aria-label={collapsed ? label : undefined}
      onClick={(event) =>
        collapsed ? setAnchor(event.currentTarget) : setExpanded((value) => !value)
      }
      sx={{
        minHeight: 44,
        px: collapsed ? 0 : 1.5,
        justifyContent: collapsed ? 'center' : 'flex-start',
      }}
    >
      {Icon && (
        <ListItemIcon
          sx={{
            minWidth: collapsed ? 0 : 36,
            justifyContent: 'center',
            color: holdsActive ? 'primary.main' : undefined,
          }}
        >
          <Icon fontSize="small" />
        </ListItemIcon>
      )}
      {!collapsed && (
        <>
          <ListItemText
            primary={<FormattedMessage id={item.titleId} />}
            slotProps={{ primary: { variant: 'body2', fontWeight: 500 } }}
          />
          {expanded ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
        </>
      )}
    </ListItemButton>
  );

  if (collapsed) {
    return (
      <>
        <Tooltip title={label} placement="right">
          {header}
        </Tooltip>
        <Deferred
          load={loadChildrenMenu}
          wanted={menuOpen}
          props={{
            id: listId,
            anchor,
            items: item.children ?? [],
            activeId,
            onClose: () => setAnchor(null),
            anchorOrigin: { vertical: 'top', horizontal: 'right' },
            transformOrigin: { vertical: 'top', horizontal: 'left' },
          }}
        />
      </>
    );
  }
  return (
    <>
      {header}
      <Collapse in={expanded} timeout="auto" unmountOnExit>
        <List id={listId} disablePadding>
          {(item.children ?? []).map((child) => (
            <NavLeaf
              key={child.id}
              item={child}
              active={child.id === activeId}
              collapsed={false}
              nested
            />
          ))}
        </List>
      </Collapse>
    </>
  );
}
