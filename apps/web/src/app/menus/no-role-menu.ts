import BlockIcon from '@mui/icons-material/Block';
import type { MenuDefinition } from '@web/shared/layout/menu-types';

/** A signed-in user without any role sees one entry: Unauthorized (spec §6). */
export const noRoleMenu: MenuDefinition = {
  id: 'none',
  items: [
    { id: 'unauthorized', titleId: 'menu.unauthorized', icon: BlockIcon, url: '/unauthorized' },
  ],
};
