import DashboardIcon from '@mui/icons-material/Dashboard';
import PersonIcon from '@mui/icons-material/Person';
import type { MenuDefinition } from '@web/shared/layout/menu-types';

/** A contractor's self-service menu: their payments and 1099s, their W-9 and bank account. */
export const contractorMenu: MenuDefinition = {
  id: 'contractor',
  items: [
    {
      id: 'dashboard',
      titleId: 'menu.dashboard',
      icon: DashboardIcon,
      url: '/contractor/dashboard',
    },
    {
      id: 'profile',
      titleId: 'menu.contractorProfile',
      icon: PersonIcon,
      url: '/contractor/profile',
    },
  ],
};
