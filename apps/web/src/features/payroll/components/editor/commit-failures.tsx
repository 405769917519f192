import { Alert, AlertTitle } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { problemFieldErrors } from '@web/shared/forms/problem';
import { lineOfPath } from '../../model/readiness-links';
import { ReadinessList } from '../readiness-list';

/** A refused commit (422): each failing check the server listed, with its fix. */
export function CommitFailures({ companyId, error }: { companyId: string; error: unknown }) {
  const entries = problemFieldErrors(error).map((item) => ({
    code: item.code ?? '',
    path: item.path,
    message: item.message,
    employeeId: lineOfPath(item.path)?.employeeId ?? null,
  }));
  return (
    <Alert severity="error" role="alert" data-testid="commit-failures" sx={{ mb: 2 }}>
      <AlertTitle>
        <FormattedMessage id="payroll.commit.refused" />
      </AlertTitle>
      <ReadinessList companyId={companyId} entries={entries} readyId="payroll.readiness.ready" />
    </Alert>
  );
}
