import type { Filing } from '@paydesk/contracts';
import {
  Alert,
  Button,
  Chip,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { failureDetail } from '@web/shared/http/http-client';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { Ltr } from '@web/shared/ui/ltr';
import type { MarkableFilingForm } from '@paydesk/contracts';
import {
  isDownloadable,
  isMarkable,
  useDownloadFiling,
  type DownloadableForm,
} from '../api/filings';
import { MarkFiledDialog } from './mark-filed-dialog';

type Props = { companyId: string; filings: readonly Filing[]; today: string };

const statusColour = { open: 'default', ready: 'info', filed: 'success' } as const;

/**
 * The year's returns with their periods, due dates and status, each federal form's PDF, and
 * "Mark as filed" on a return whose period has ended.
 */
export function FormsCard({ companyId, filings, today }: Props) {
  const intl = useIntl();
  const format = useFormatters();
  const download = useDownloadFiling(companyId);
  const [failed, setFailed] = useState<{ key: string; text: string } | null>(null);
  const [marking, setMarking] = useState<(Filing & { form: MarkableFilingForm }) | null>(null);
  const keyOf = (filing: Filing) =>
    filing.state
      ? `${filing.form}-${filing.state}-${filing.period}`
      : `${filing.form}-${filing.period}`;
  const start = async (filing: Filing & { form: DownloadableForm }) => {
    setFailed(null);
    try {
      await download.mutateAsync(filing);
    } catch (error) {
      // A form the server cannot draw yet (940 before the credit-reduction states are final)
      // answers 422 with the reason, which the owner needs to read.
      const fallback = intl.formatMessage({ id: 'taxFilings.forms.error.download' });
      setFailed({ key: keyOf(filing), text: failureDetail(error, fallback) });
    }
  };
  const periodOf = (filing: Filing) => {
    const quarter = /^(\d{4})Q([1-4])$/.exec(filing.period);
    return quarter
      ? intl.formatMessage(
          { id: 'taxFilings.quarter.label' },
          { quarter: quarter[2], year: quarter[1] },
        )
      : filing.period;
  };
  const nameOf = (filing: Filing) =>
    intl.formatMessage(
      { id: filing.state ? 'taxFilings.forms.stateName' : 'taxFilings.forms.federalName' },
      {
        form: intl.formatMessage({ id: `taxFilings.forms.form.${filing.form}` }),
        state: filing.state,
        period: periodOf(filing),
      },
    );
  return (
    <>
      {failed && (
        <Alert
          severity="error"
          role="alert"
          dir="auto"
          sx={{ mb: 2 }}
          data-testid="tax-forms-error"
        >
          {failed.text}
        </Alert>
      )}
      <Table size="small" aria-label={intl.formatMessage({ id: 'taxFilings.forms.title' })}>
        <TableHead>
          <TableRow>
            <TableCell>
              <FormattedMessage id="taxFilings.forms.column.form" />
            </TableCell>
            <TableCell>
              <FormattedMessage id="taxFilings.forms.column.period" />
            </TableCell>
            <TableCell>
              <FormattedMessage id="taxFilings.forms.column.dueDate" />
            </TableCell>
            <TableCell>
              <FormattedMessage id="taxFilings.forms.column.status" />
            </TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {filings.map((filing) => (
            <TableRow key={keyOf(filing)} data-testid={`tax-form-${keyOf(filing)}`}>
              <TableCell>
                <FormattedMessage id={`taxFilings.forms.form.${filing.form}`} />
                {filing.state && ` (${filing.state})`}
              </TableCell>
              <TableCell>{periodOf(filing)}</TableCell>
              <TableCell>
                <Ltr>{format.date(filing.dueDate, 'medium')}</Ltr>
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  variant="outlined"
                  color={statusColour[filing.status]}
                  data-testid="tax-form-status"
                  label={intl.formatMessage({ id: `taxFilings.forms.status.${filing.status}` })}
                />
                {filing.filedOn && (
                  <Ltr>
                    {' '}
                    <FormattedMessage
                      id="taxFilings.forms.filedOn"
                      values={{ date: format.date(filing.filedOn, 'medium') }}
                    />
                  </Ltr>
                )}
              </TableCell>
              <TableCell align="right" sx={{ textAlign: 'end', whiteSpace: 'nowrap' }}>
                {filing.status === 'ready' && isMarkable(filing) && (
                  <Button
                    size="small"
                    aria-label={intl.formatMessage(
                      { id: 'taxFilings.forms.markFiled.openNamed' },
                      { name: nameOf(filing) },
                    )}
                    onClick={() => setMarking(filing)}
                  >
                    <FormattedMessage id="taxFilings.forms.markFiled.open" />
                  </Button>
                )}
                {isDownloadable(filing) && (
                  <Button
                    size="small"
                    disabled={download.isPending && download.variables === filing}
                    startIcon={
                      download.isPending && download.variables === filing ? (
                        <CircularProgress size={14} color="inherit" />
                      ) : undefined
                    }
                    aria-label={intl.formatMessage(
                      { id: 'taxFilings.forms.downloadNamed' },
                      { form: filing.form, period: periodOf(filing) },
                    )}
                    onClick={() => void start(filing)}
                  >
                    <FormattedMessage id="taxFilings.forms.download" />
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <MarkFiledDialog
        companyId={companyId}
        filing={marking}
        name={marking ? nameOf(marking) : ''}
        today={today}
        onClose={() => setMarking(null)}
      />
    </>
  );
}
