import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import BusinessIcon from '@mui/icons-material/Business';
import CalculateIcon from '@mui/icons-material/Calculate';
import DashboardIcon from '@mui/icons-material/Dashboard';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import type { MenuDefinition } from '@web/shared/layout/menu-types';

/** The platform administrator's menu (main layout). */
export const adminMenu: MenuDefinition = {
  id: 'admin',
  items: [
    { id: 'dashboard', titleId: 'menu.dashboard', icon: DashboardIcon, url: '/dashboard' },
    {
      id: 'companies',
      titleId: 'menu.companies',
      icon: BusinessIcon,
      children: [
        { id: 'companies-list', titleId: 'menu.companies.all', url: '/companies' },
        {
          id: 'companies-onboard',
          titleId: 'menu.companies.onboard',
          url: '/employer-onboarding-wizard',
        },
      ],
    },
    {
      id: 'ach',
      titleId: 'menu.ach',
      icon: AccountBalanceIcon,
      children: [
        { id: 'ach-files', titleId: 'menu.ach.files', url: '/ach-file-management' },
        { id: 'ach-create', titleId: 'menu.ach.create', url: '/ach-file-management/create' },
      ],
    },
    {
      id: 'paycheck-calculator',
      titleId: 'menu.paycheckCalculator',
      icon: CalculateIcon,
      url: '/paycheck-calculator',
    },
    {
      id: 'contact-messages',
      titleId: 'menu.contactMessages',
      icon: MailOutlineIcon,
      url: '/contact-messages',
    },
  ],
};
