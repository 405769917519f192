import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import CalculateOutlinedIcon from '@mui/icons-material/CalculateOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import SupervisorAccountOutlinedIcon from '@mui/icons-material/SupervisorAccountOutlined';
import TranslateOutlinedIcon from '@mui/icons-material/TranslateOutlined';
import type { SvgIconComponent } from '@mui/icons-material';

export type LandingCard = { icon: SvgIconComponent; titleId: string; bodyId: string };

/** Who Paydesk is for. */
export const audiences: LandingCard[] = [
  {
    icon: StorefrontOutlinedIcon,
    titleId: 'site.landing.for.owners.title',
    bodyId: 'site.landing.for.owners.body',
  },
  {
    icon: BadgeOutlinedIcon,
    titleId: 'site.landing.for.employees.title',
    bodyId: 'site.landing.for.employees.body',
  },
  {
    icon: SupervisorAccountOutlinedIcon,
    titleId: 'site.landing.for.admins.title',
    bodyId: 'site.landing.for.admins.body',
  },
];

/** What Paydesk does. */
export const capabilities: LandingCard[] = [
  {
    icon: CalculateOutlinedIcon,
    titleId: 'site.landing.does.taxes.title',
    bodyId: 'site.landing.does.taxes.body',
  },
  {
    icon: AccountBalanceOutlinedIcon,
    titleId: 'site.landing.does.deposit.title',
    bodyId: 'site.landing.does.deposit.body',
  },
  {
    icon: CalendarMonthOutlinedIcon,
    titleId: 'site.landing.does.schedules.title',
    bodyId: 'site.landing.does.schedules.body',
  },
  {
    icon: ReceiptLongOutlinedIcon,
    titleId: 'site.landing.does.stubs.title',
    bodyId: 'site.landing.does.stubs.body',
  },
  {
    icon: LockOutlinedIcon,
    titleId: 'site.landing.does.security.title',
    bodyId: 'site.landing.does.security.body',
  },
  {
    icon: TranslateOutlinedIcon,
    titleId: 'site.landing.does.languages.title',
    bodyId: 'site.landing.does.languages.body',
  },
];

/** The three steps from sign-up to the first payday. */
export const steps = ['site.landing.step1', 'site.landing.step2', 'site.landing.step3'];
