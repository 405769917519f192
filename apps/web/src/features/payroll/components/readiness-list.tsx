import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { Button, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { readinessTarget } from '@web/features/employees';
import { readinessFixPath, readinessText } from '../model/readiness-links';

/** A readiness entry, of the draft or of one employee's line (then named). */
export type ReadinessEntry = {
  code: string;
  path: string;
  message: string;
  employeeId?: string | null;
  employeeName?: string;
};

type Props = { companyId: string; entries: readonly ReadinessEntry[]; readyId: string };

/** What keeps a draft from being committed, each with a link to the page that fixes it. */
export function ReadinessList({ companyId, entries, readyId }: Props) {
  const intl = useIntl();
  if (entries.length === 0) {
    return (
      <Typography
        color="success.main"
        sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
        data-testid="payroll-ready"
      >
        <CheckCircleOutlineIcon fontSize="small" />
        <FormattedMessage id={readyId} />
      </Typography>
    );
  }
  const text = (entry: ReadinessEntry) => {
    const { id, values } = readinessText(entry);
    return id in intl.messages ? intl.formatMessage({ id }, values) : entry.message;
  };
  return (
    <List dense disablePadding data-testid="payroll-readiness">
      {entries.map((entry) => {
        const to = readinessFixPath(companyId, entry, readinessTarget, entry.employeeId ?? null);
        return (
          <ListItem
            key={`${entry.employeeId ?? ''}-${entry.code}-${entry.path}`}
            disableGutters
            data-testid={`readiness-${entry.code}`}
            secondaryAction={
              to && (
                <Button size="small" component={RouterLink} to={to}>
                  <FormattedMessage id="payroll.readiness.fix" />
                </Button>
              )
            }
          >
            <ListItemIcon sx={{ minWidth: 36 }}>
              <ErrorOutlineIcon color="warning" fontSize="small" />
            </ListItemIcon>
            <ListItemText
              primary={text(entry)}
              secondary={entry.employeeName}
              sx={{ pe: to ? 8 : 0 }}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
