import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import type { LocalTax } from '@paydesk/contracts';
import {
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
} from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { Ltr } from '@web/shared/ui/ltr';
import { kindLabelId } from '../model/local-tax-form';

type Props = {
  taxes: readonly LocalTax[];
  onEdit: (tax: LocalTax) => void;
  onDelete: (tax: LocalTax) => void;
};

/** A kind's figures in one phrase: the two EIT rates, the LST a year, the city rate and credit. */
function Figures({ tax }: { tax: LocalTax }) {
  const format = useFormatters();
  // Only shown: the rate text stays the stored, exact figure.
  const percent = (rate: string) =>
    format.number(Number(rate) / 100, { style: 'percent', maximumFractionDigits: 4 });
  switch (tax.kind) {
    case 'pa_eit':
      return (
        <FormattedMessage
          id="localTaxes.figures.pa_eit"
          values={{
            resident: percent(tax.residentRate),
            nonresident: percent(tax.nonresidentRate),
          }}
        />
      );
    case 'pa_lst':
      return (
        <FormattedMessage
          id="localTaxes.figures.pa_lst"
          values={{ amount: format.money(tax.annualCents) }}
        />
      );
    case 'oh_municipal':
      return (
        <FormattedMessage
          id="localTaxes.figures.oh_municipal"
          values={{ rate: percent(tax.rate), credit: percent(tax.creditRate) }}
        />
      );
  }
}

/** The company's jurisdictions, one row each, with their edit and delete buttons. */
export function LocalTaxTable({ taxes, onEdit, onDelete }: Props) {
  const intl = useIntl();
  return (
    <Table aria-label={intl.formatMessage({ id: 'localTaxes.title' })}>
      <TableHead>
        <TableRow>
          <TableCell>
            <FormattedMessage id="localTaxes.field.kind" />
          </TableCell>
          <TableCell>
            <FormattedMessage id="localTaxes.column.code" />
          </TableCell>
          <TableCell>
            <FormattedMessage id="localTaxes.field.name" />
          </TableCell>
          <TableCell>
            <FormattedMessage id="localTaxes.column.figures" />
          </TableCell>
          <TableCell>
            <FormattedMessage id="localTaxes.column.actions" />
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {taxes.map((tax) => (
          <TableRow key={tax.id} data-testid={`local-tax-${tax.kind}-${tax.code}`}>
            <TableCell>
              <FormattedMessage id={kindLabelId(tax.kind)} />
            </TableCell>
            <TableCell>
              <Ltr>{tax.code}</Ltr>
            </TableCell>
            <TableCell>{tax.name}</TableCell>
            <TableCell>
              <Figures tax={tax} />
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <Tooltip title={intl.formatMessage({ id: 'localTaxes.edit.open' })}>
                <IconButton
                  aria-label={intl.formatMessage(
                    { id: 'localTaxes.edit.openNamed' },
                    { name: tax.name },
                  )}
                  onClick={() => onEdit(tax)}
                >
                  <EditIcon />
                </IconButton>
              </Tooltip>
              <Tooltip title={intl.formatMessage({ id: 'localTaxes.delete.open' })}>
                <IconButton
                  aria-label={intl.formatMessage(
                    { id: 'localTaxes.delete.openNamed' },
                    { name: tax.name },
                  )}
                  onClick={() => onDelete(tax)}
                >
                  <DeleteIcon />
                </IconButton>
              </Tooltip>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
