import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

export type MissingEntry = { key: string; code: string; secondary?: ReactNode; action?: ReactNode };

/** What still keeps an employee out of payroll, in the readiness texts; or that nothing does. */
export function MissingList({ entries, readyId }: { entries: MissingEntry[]; readyId: string }) {
  if (entries.length === 0) {
    return (
      <Typography
        color="success.main"
        sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
        data-testid="readiness-ready"
      >
        <CheckCircleOutlineIcon fontSize="small" />
        <FormattedMessage id={readyId} />
      </Typography>
    );
  }
  return (
    <List dense disablePadding data-testid="readiness-list">
      {entries.map((entry) => (
        <ListItem
          key={entry.key}
          disableGutters
          secondaryAction={entry.action}
          data-testid={`readiness-${entry.code}`}
        >
          <ListItemIcon sx={{ minWidth: 36 }}>
            <ErrorOutlineIcon color="warning" fontSize="small" />
          </ListItemIcon>
          <ListItemText
            primary={<FormattedMessage id={`employees.readiness.${entry.code}`} />}
            secondary={entry.secondary}
            sx={{ pe: entry.action ? 10 : 0 }}
          />
        </ListItem>
      ))}
    </List>
  );
}
