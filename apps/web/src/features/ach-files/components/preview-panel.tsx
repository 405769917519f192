import type { AchPreview } from '@paydesk/contracts';
import {
  Alert,
  Box,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
  Tooltip,
} from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { DetailList } from '@web/shared/ui/detail-list';
import { Ltr } from '@web/shared/ui/ltr';
import { MoneyDisplay } from '@web/shared/ui/money/money-display';
import { previewRows, previewTotals, previewWarnings } from '../model/preview-rows';

const right = { align: 'right' } as const;

/** The file a generation would write: one batch per company, the totals, and its warnings. */
export function PreviewPanel({ preview }: { preview: AchPreview }) {
  const intl = useIntl();
  const format = useFormatters();
  const rows = previewRows(preview);
  const totals = previewTotals(preview);
  return (
    <Stack spacing={2} data-testid="ach-preview">
      {previewWarnings(preview).map((text) => (
        <Alert
          key={'id' in text ? text.id : text.text}
          severity="warning"
          data-testid="ach-warning"
        >
          {'id' in text ? <FormattedMessage id={text.id} /> : text.text}
        </Alert>
      ))}
      <DetailList
        items={[
          {
            labelId: 'achFiles.column.effectiveDate',
            value: <Ltr>{format.date(totals.effectiveEntryDate, 'long')}</Ltr>,
            testId: 'preview-effective-date',
          },
          {
            labelId: 'achFiles.column.entries',
            value: format.number(totals.entryCount),
            testId: 'preview-entries',
          },
          {
            labelId: 'achFiles.column.credit',
            value: <MoneyDisplay cents={totals.totalCreditCents} />,
            testId: 'preview-credit',
          },
          {
            labelId: 'achFiles.column.debit',
            value: <MoneyDisplay cents={totals.totalDebitCents} />,
            testId: 'preview-debit',
          },
        ]}
      />
      <Box sx={{ overflowX: 'auto' }}>
        <Table
          size="small"
          aria-label={intl.formatMessage({ id: 'achFiles.preview.batches' })}
          sx={{
            // The totals read like the rows above them, only bolder.
            '& tfoot td': {
              fontSize: (theme) => theme.typography.body2.fontSize,
              color: 'text.primary',
              fontWeight: 600,
            },
          }}
        >
          <TableHead>
            <TableRow>
              <TableCell>
                <FormattedMessage id="achFiles.column.batch" />
              </TableCell>
              <TableCell {...right}>
                <FormattedMessage id="achFiles.column.payrolls" />
              </TableCell>
              <TableCell {...right}>
                <FormattedMessage id="achFiles.column.contractorPayments" />
              </TableCell>
              <TableCell {...right}>
                <FormattedMessage id="achFiles.column.credits" />
              </TableCell>
              <TableCell {...right}>
                <FormattedMessage id="achFiles.column.credit" />
              </TableCell>
              <TableCell {...right}>
                <FormattedMessage id="achFiles.column.debit" />
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow
                key={row.key}
                data-testid={
                  row.entryClass === 'PPD' ? `batch-${row.companyId}` : `batch-${row.companyId}-CCD`
                }
              >
                <TableCell>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <span>{row.companyName}</span>
                    <Tooltip
                      title={intl.formatMessage({
                        id: `achFiles.preview.entryClass.${row.entryClass}`,
                      })}
                    >
                      <Chip size="small" variant="outlined" label={row.entryClass} />
                    </Tooltip>
                    {!row.isBalanced && (
                      <Chip
                        size="small"
                        color="error"
                        variant="outlined"
                        label={intl.formatMessage({ id: 'achFiles.preview.unbalanced' })}
                      />
                    )}
                  </Stack>
                </TableCell>
                <TableCell {...right}>{format.number(row.payrolls)}</TableCell>
                <TableCell {...right}>{format.number(row.contractorPayments)}</TableCell>
                <TableCell {...right}>{format.number(row.credits)}</TableCell>
                <TableCell {...right}>
                  <MoneyDisplay cents={row.creditTotalCents} />
                </TableCell>
                <TableCell {...right}>
                  <MoneyDisplay cents={row.debitTotalCents} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell>
                <FormattedMessage id="achFiles.preview.total" />
              </TableCell>
              <TableCell {...right}>{format.number(totals.payrolls)}</TableCell>
              <TableCell {...right}>{format.number(totals.contractorPayments)}</TableCell>
              <TableCell {...right}>
                {format.number(rows.reduce((sum, row) => sum + row.credits, 0))}
              </TableCell>
              <TableCell {...right}>
                <MoneyDisplay cents={totals.totalCreditCents} />
              </TableCell>
              <TableCell {...right}>
                <MoneyDisplay cents={totals.totalDebitCents} />
              </TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      </Box>
    </Stack>
  );
}
