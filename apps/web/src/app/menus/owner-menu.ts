import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import BadgeIcon from '@mui/icons-material/Badge';
import CalculateIcon from '@mui/icons-material/Calculate';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import HandshakeIcon from '@mui/icons-material/Handshake';
import PaymentsIcon from '@mui/icons-material/Payments';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import StoreIcon from '@mui/icons-material/Store';
import SummarizeIcon from '@mui/icons-material/Summarize';
import type { MenuDefinition } from '@web/shared/layout/menu-types';

/** The company owner's menu; {companyId} is the owner's own company. */
export const ownerMenu: MenuDefinition = {
  id: 'owner',
  items: [
    { id: 'dashboard', titleId: 'menu.dashboard', icon: DashboardIcon, url: '/owner/dashboard' },
    { id: 'company', titleId: 'menu.myCompany', icon: StoreIcon, url: '/company/{companyId}' },
    {
      id: 'employees',
      titleId: 'menu.employees',
      icon: BadgeIcon,
      url: '/company/{companyId}/employee-management',
      alsoActiveOn: ['/company/{companyId}/add-employee'],
    },
    {
      id: 'contractors',
      titleId: 'menu.contractors',
      icon: HandshakeIcon,
      children: [
        {
          id: 'contractors-list',
          titleId: 'menu.contractors.list',
          url: '/company/{companyId}/contractors',
        },
        {
          id: 'contractors-pay',
          titleId: 'menu.contractors.pay',
          url: '/company/{companyId}/contractors/pay',
        },
      ],
    },
    {
      id: 'payroll',
      titleId: 'menu.payroll',
      icon: PaymentsIcon,
      children: [
        {
          id: 'payroll-list',
          titleId: 'menu.payroll.list',
          url: '/company/{companyId}/payroll-management',
        },
        {
          id: 'payroll-create',
          titleId: 'menu.payroll.create',
          url: '/company/{companyId}/payroll-management/create',
        },
        {
          id: 'payroll-schedules',
          titleId: 'menu.payroll.schedules',
          url: '/company/{companyId}/payroll-management/schedules',
        },
      ],
    },
    {
      id: 'time-off',
      titleId: 'menu.timeOff',
      icon: EventAvailableIcon,
      children: [
        {
          id: 'time-off-requests',
          titleId: 'menu.timeOff.requests',
          url: '/company/{companyId}/time-off',
        },
        {
          id: 'time-off-policies',
          titleId: 'menu.timeOff.policies',
          url: '/company/{companyId}/time-off/policies',
        },
      ],
    },
    {
      id: 'local-taxes',
      titleId: 'menu.localTaxes',
      icon: ReceiptLongIcon,
      url: '/company/{companyId}/view-and-config/local-taxes',
    },
    {
      id: 'tax-filings',
      titleId: 'menu.taxFilings',
      icon: AccountBalanceIcon,
      url: '/company/{companyId}/taxes',
    },
    {
      id: 'year-end',
      titleId: 'menu.yearEnd',
      icon: SummarizeIcon,
      url: '/company/{companyId}/year-end',
    },
    {
      id: 'paycheck-calculator',
      titleId: 'menu.paycheckCalculator',
      icon: CalculateIcon,
      url: '/owner/paycheck-calculator',
    },
  ],
};
