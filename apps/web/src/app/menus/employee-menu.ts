import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import PersonIcon from '@mui/icons-material/Person';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { MenuDefinition } from '@web/shared/layout/menu-types';

/** The employee's self-service menu. */
export const employeeMenu: MenuDefinition = {
  id: 'employee',
  items: [
    { id: 'dashboard', titleId: 'menu.dashboard', icon: DashboardIcon, url: '/employee/dashboard' },
    {
      id: 'pay-stubs',
      titleId: 'menu.payStubs',
      icon: ReceiptLongIcon,
      url: '/employee/pay-stubs',
    },
    {
      id: 'time-off',
      titleId: 'menu.timeOff',
      icon: EventAvailableIcon,
      url: '/employee/time-off',
    },
    {
      id: 'bank-accounts',
      titleId: 'menu.bankAccounts',
      icon: AccountBalanceIcon,
      url: '/employee/bank-accounts',
    },
    { id: 'profile', titleId: 'menu.profile', icon: PersonIcon, url: '/employee/profile' },
  ],
};
