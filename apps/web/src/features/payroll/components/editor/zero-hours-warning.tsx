import { Alert, AlertTitle, Box } from '@mui/material';
import { FormattedMessage } from 'react-intl';

type Props = { people: readonly { employeeId: string; name: string }[] };

/** Before a commit: the hourly employees who have no hours, named, so none is paid by mistake. */
export function ZeroHoursWarning({ people }: Props) {
  return (
    <Alert severity="warning" data-testid="zero-hours-warning" sx={{ mt: 2 }}>
      <AlertTitle>
        <FormattedMessage id="payroll.commit.zeroHours.title" values={{ count: people.length }} />
      </AlertTitle>
      <Box
        component="ul"
        sx={{ m: 0, mb: 1, paddingInlineStart: 2.5, maxHeight: 180, overflowY: 'auto' }}
      >
        {people.map((person) => (
          <li key={person.employeeId} dir="auto">
            {person.name}
          </li>
        ))}
      </Box>
      <FormattedMessage id="payroll.commit.zeroHours.hint" />
    </Alert>
  );
}
