import type { CompanyW2s } from '@paydesk/contracts';
import {
  Button,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { Ltr } from '@web/shared/ui/ltr';

type Props = { answer: CompanyW2s; onDownload: (employeeId: string) => void };

const shownBoxes = ['1', '2', '3', '5'] as const;

/** Every employee's W-2 (boxes 1, 2, 3 and 5) with its PDF, and the W-3's totals under them. */
export function W2Table({ answer, onDownload }: Props) {
  const intl = useIntl();
  const format = useFormatters();
  const money = (cents: number) => <Ltr>{format.money(cents)}</Ltr>;
  const year = answer.year;
  return (
    <>
      {answer.items.length === 0 ? (
        <Typography color="text.secondary" data-testid="year-end-empty">
          <FormattedMessage id="yearEnd.w2.empty" values={{ year: String(year) }} />
        </Typography>
      ) : (
        <Table size="small" aria-label={intl.formatMessage({ id: 'yearEnd.w2.table' })}>
          <TableHead>
            <TableRow>
              <TableCell>
                <FormattedMessage id="yearEnd.column.employee" />
              </TableCell>
              {shownBoxes.map((box) => (
                <TableCell key={box} align="right">
                  <FormattedMessage id={`yearEnd.column.box${box}`} />
                </TableCell>
              ))}
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {answer.items.map((item) => (
              <TableRow key={item.employeeId} data-testid="year-end-w2-row">
                <TableCell dir="auto">{item.name}</TableCell>
                {shownBoxes.map((box) => (
                  <TableCell key={box} align="right">
                    {money(item.boxes[box])}
                  </TableCell>
                ))}
                <TableCell align="right">
                  <Button
                    size="small"
                    aria-label={intl.formatMessage(
                      { id: 'yearEnd.w2.downloadNamed' },
                      { name: item.name },
                    )}
                    onClick={() => onDownload(item.employeeId)}
                  >
                    <FormattedMessage id="yearEnd.w2.download" />
                  </Button>
                </TableCell>
              </TableRow>
            ))}
            <TableRow data-testid="year-end-w3-row">
              <TableCell>
                <strong>
                  <FormattedMessage
                    id="yearEnd.w3.total"
                    values={{ forms: String(answer.w3.forms) }}
                  />
                </strong>
              </TableCell>
              {shownBoxes.map((box) => (
                <TableCell key={box} align="right">
                  <strong>{money(answer.w3[box])}</strong>
                </TableCell>
              ))}
              <TableCell />
            </TableRow>
          </TableBody>
        </Table>
      )}
    </>
  );
}
