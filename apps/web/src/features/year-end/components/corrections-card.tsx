import { Alert, Card, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { Ltr } from '@web/shared/ui/ltr';
import type { W2CorrectionRow } from '../model/corrections';

/**
 * The published W-2s that a voided or corrected stub changed since: each employee and each box
 * as published → as it stands now, the figures a Form W-2c reports.
 */
export function CorrectionsCard({ rows }: { rows: W2CorrectionRow[] }) {
  const intl = useIntl();
  const format = useFormatters();
  if (rows.length === 0) return null;
  return (
    <Card sx={{ mb: 3 }} data-testid="year-end-corrections">
      <CardContent>
        <Typography variant="h6" component="h2">
          <FormattedMessage id="yearEnd.corrections.title" />
        </Typography>
        <Alert severity="warning" sx={{ my: 1 }}>
          <FormattedMessage id="yearEnd.corrections.intro" />
        </Alert>
        <List dense>
          {rows.map((row) => (
            <ListItem
              key={row.employeeId}
              data-testid="year-end-correction"
              alignItems="flex-start"
            >
              <ListItemText
                primary={
                  <span dir="auto">
                    {row.withdrawn
                      ? intl.formatMessage(
                          { id: 'yearEnd.corrections.withdrawn' },
                          { name: row.name },
                        )
                      : row.name}
                  </span>
                }
                secondary={row.changes.map((change) => (
                  <span key={change.box} style={{ display: 'block' }}>
                    <FormattedMessage
                      id="yearEnd.corrections.change"
                      values={{
                        box: change.box,
                        before: <Ltr>{format.money(change.beforeCents)}</Ltr>,
                        after: <Ltr>{format.money(change.afterCents)}</Ltr>,
                      }}
                    />
                  </span>
                ))}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
