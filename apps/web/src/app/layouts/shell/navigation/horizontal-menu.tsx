import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router';
import { containsItem, findActiveItemId, type MenuItem } from '@web/shared/layout/menu-types';
import { Deferred } from '@web/shared/ui/deferred';
import { loadChildrenMenu } from './load-children-menu';

/** The menu as a bar under the top bar (menu orientation "horizontal", md and wider). */
export function HorizontalMenu({ items }: { items: MenuItem[] }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const activeId = findActiveItemId(items, pathname);
  const [open, setOpen] = useState<{ id: string; anchor: HTMLElement } | null>(null);
  return (
    <Box
      component="nav"
      aria-label={intl.formatMessage({ id: 'layout.navigation' })}
      data-testid="horizontal-menu"
      sx={{ display: 'flex', gap: 1, px: 3, py: 1, borderTop: 1, borderColor: 'divider' }}
    >
      {items.map((item) => {
        const Icon = item.icon;
        const active = containsItem(item, activeId);
        const common = {
          color: active ? ('primary' as const) : ('inherit' as const),
          startIcon: Icon ? <Icon fontSize="small" /> : undefined,
          sx: { fontWeight: active ? 700 : 500 },
        };
        if (!item.children) {
          return (
            <Button key={item.id} {...common} component={RouterLink} to={item.url ?? '/'}>
              <FormattedMessage id={item.titleId} />
            </Button>
          );
        }
        return (
          <Box key={item.id}>
            <Button
              {...common}
              endIcon={<ExpandMoreIcon fontSize="small" />}
              aria-haspopup="menu"
              aria-expanded={open?.id === item.id}
              onClick={(event) => setOpen({ id: item.id, anchor: event.currentTarget })}
            >
              <FormattedMessage id={item.titleId} />
            </Button>
            <Deferred
              load={loadChildrenMenu}
              wanted={open?.id === item.id}
              props={{
                anchor: open?.id === item.id ? open.anchor : null,
                items: item.children ?? [],
                activeId,
                onClose: () => setOpen(null),
              }}
            />
          </Box>
        );
      })}
    </Box>
  );
}
