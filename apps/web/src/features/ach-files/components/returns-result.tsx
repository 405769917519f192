import type { AchReturnsResult } from '@paydesk/contracts';
import {
  Alert,
  Box,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { Ltr } from '@web/shared/ui/ltr';
import {
  returnCounts,
  returnSections,
  type ReturnSection,
  type ReturnSectionKind,
} from '../model/return-rows';

type Column = { labelId: string; cell: (row: ReturnSection['rows'][number]) => string | null };

const mono = { fontFamily: 'monospace', fontSize: '0.8125rem' } as const;

// Each section's columns: what the bank sent and what it matched.
const sectionColumns: Readonly<Record<ReturnSectionKind, Column[]>> = {
  matched: [
    { labelId: 'achFiles.import.column.payStub', cell: (row) => row.payStubId },
    { labelId: 'achFiles.import.column.returnCode', cell: (row) => row.code },
    { labelId: 'achFiles.import.column.reason', cell: (row) => row.detail },
  ],
  contractors: [
    { labelId: 'achFiles.import.column.contractorPayment', cell: (row) => row.payStubId },
    { labelId: 'achFiles.import.column.returnCode', cell: (row) => row.code },
    { labelId: 'achFiles.import.column.reason', cell: (row) => row.detail },
  ],
  unmatched: [
    { labelId: 'achFiles.import.column.trace', cell: (row) => row.traceNumber },
    { labelId: 'achFiles.import.column.returnCode', cell: (row) => row.code },
  ],
  changes: [
    { labelId: 'achFiles.import.column.trace', cell: (row) => row.traceNumber },
    { labelId: 'achFiles.import.column.changeCode', cell: (row) => row.code },
    { labelId: 'achFiles.import.column.corrected', cell: (row) => row.detail },
    { labelId: 'achFiles.import.column.payStub', cell: (row) => row.payStubId },
  ],
};

// Codes, ids and traces read left to right; the reason is a sentence in the page's direction.
const isSentence = (labelId: string) => labelId === 'achFiles.import.column.reason';

function SectionTable({ section }: { section: ReturnSection }) {
  const intl = useIntl();
  const titleId = `achFiles.import.section.${section.kind}`;
  const columns = sectionColumns[section.kind];
  return (
    <Box component="section" data-testid={`returns-${section.kind}`}>
      <Typography variant="h4" component="h3" sx={{ mb: 1 }}>
        <FormattedMessage id={titleId} />
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={intl.formatMessage({ id: titleId })}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.labelId}>
                  <FormattedMessage id={column.labelId} />
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {section.rows.map((row) => (
              <TableRow key={row.key}>
                {columns.map((column) => {
                  const value = column.cell(row) ?? '—';
                  return (
                    <TableCell key={column.labelId} sx={isSentence(column.labelId) ? {} : mono}>
                      {isSentence(column.labelId) ? value : <Ltr>{value}</Ltr>}
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}

/** What an imported return file did: failed payments, unmatched returns, changes to report. */
export function ReturnsResult({ result }: { result: AchReturnsResult }) {
  const sections = returnSections(result);
  const counts = returnCounts(result);
  return (
    <Stack spacing={2} data-testid="returns-result">
      <Alert severity={counts.matched > 0 || counts.unmatched > 0 ? 'warning' : 'success'}>
        <FormattedMessage id="achFiles.import.counts" values={counts} />
      </Alert>
      {sections.length === 0 && (
        <Typography color="text.secondary">
          <FormattedMessage id="achFiles.import.nothing" />
        </Typography>
      )}
      {sections.map((section) => (
        <SectionTable key={section.kind} section={section} />
      ))}
    </Stack>
  );
}
