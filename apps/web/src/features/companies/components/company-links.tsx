import BadgeIcon from '@mui/icons-material/Badge';
import ChecklistIcon from '@mui/icons-material/Checklist';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import HandshakeIcon from '@mui/icons-material/Handshake';
import PaymentsIcon from '@mui/icons-material/Payments';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import TuneIcon from '@mui/icons-material/Tune';
import type { SvgIconComponent } from '@mui/icons-material';
import type { Company } from '@paydesk/contracts';
import { List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { wizardPath } from '../model/checklist';

type Entry = { to: string; labelId: string; hintId: string; icon: SvgIconComponent };

/**
 * Where to go from the company page: settings, employees, contractors, payroll, and onboarding if
 * open.
 */
export function CompanyLinks({ company }: { company: Company }) {
  const base = `/company/${company.id}`;
  const entries: Entry[] = [
    {
      to: `${base}/view-and-config`,
      labelId: 'companies.links.viewAndConfig',
      hintId: 'companies.links.viewAndConfig.hint',
      icon: TuneIcon,
    },
    {
      to: `${base}/view-and-config/paygroup`,
      labelId: 'companies.links.payGroups',
      hintId: 'companies.links.payGroups.hint',
      icon: EventRepeatIcon,
    },
    {
      to: `${base}/view-and-config/local-taxes`,
      labelId: 'companies.links.localTaxes',
      hintId: 'companies.links.localTaxes.hint',
      icon: ReceiptLongIcon,
    },
    {
      to: `${base}/employee-management`,
      labelId: 'companies.links.employees',
      hintId: 'companies.links.employees.hint',
      icon: BadgeIcon,
    },
    {
      to: `${base}/contractors`,
      labelId: 'companies.links.contractors',
      hintId: 'companies.links.contractors.hint',
      icon: HandshakeIcon,
    },
    {
      to: `${base}/payroll-management`,
      labelId: 'companies.links.payroll',
      hintId: 'companies.links.payroll.hint',
      icon: PaymentsIcon,
    },
  ];
  if (company.status === 'onboarding') {
    entries.unshift({
      to: wizardPath(company.id),
      labelId: 'companies.links.onboarding',
      hintId: 'companies.links.onboarding.hint',
      icon: ChecklistIcon,
    });
  }
  return (
    <List disablePadding>
      {entries.map(({ to, labelId, hintId, icon: Icon }) => (
        <ListItemButton key={to} component={RouterLink} to={to} sx={{ borderRadius: 1 }}>
          <ListItemIcon>
            <Icon color="primary" />
          </ListItemIcon>
          <ListItemText
            primary={<FormattedMessage id={labelId} />}
            secondary={<FormattedMessage id={hintId} />}
          />
        </ListItemButton>
      ))}
    </List>
  );
}
