import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import type { CompanyOwner } from '@paydesk/contracts';
import {
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { ownershipTotal } from '../model/percent';
import { usePercentFormat } from './use-percent-format';

// Footer cells are small and muted by default; the total reads like the rows, in bold.
const footerCell = { typography: 'body2', fontWeight: 600, color: 'text.primary' } as const;

type Props = {
  owners: CompanyOwner[];
  /** Shown as a revoke button on each row when given. */
  onRevoke?: (owner: CompanyOwner) => void;
};

/** The company's owners with their shares and the total. */
export function OwnersTable({ owners, onRevoke }: Props) {
  const intl = useIntl();
  const percent = usePercentFormat();
  if (owners.length === 0) {
    return (
      <Typography color="text.secondary" data-testid="owners-empty">
        <FormattedMessage id="companies.owners.none" />
      </Typography>
    );
  }
  const total = ownershipTotal(owners.map((owner) => owner.ownershipPercentage));
  return (
    <TableContainer>
      <Table size="small" aria-label={intl.formatMessage({ id: 'companies.owners.title' })}>
        <TableHead>
          <TableRow>
            <TableCell>
              <FormattedMessage id="companies.owners.name" />
            </TableCell>
            <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
              <FormattedMessage id="companies.owners.email" />
            </TableCell>
            <TableCell align="right">
              <FormattedMessage id="companies.owners.percentage" />
            </TableCell>
            {onRevoke && (
              <TableCell align="right">
                <FormattedMessage id="companies.owners.actions" />
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {owners.map((owner) => {
            const name = `${owner.firstName} ${owner.lastName}`;
            return (
              <TableRow key={owner.employeeId} data-testid="owner-row">
                <TableCell>{name}</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                  {owner.email}
                </TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {percent(owner.ownershipPercentage)}
                </TableCell>
                {onRevoke && (
                  <TableCell align="right">
                    <Tooltip title={intl.formatMessage({ id: 'companies.owners.revoke' })}>
                      <IconButton
                        size="small"
                        color="error"
                        aria-label={intl.formatMessage(
                          { id: 'companies.owners.revokeOf' },
                          { name },
                        )}
                        onClick={() => onRevoke(owner)}
                      >
                        <PersonRemoveIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell sx={footerCell}>
              <FormattedMessage id="companies.owners.total" />
            </TableCell>
            <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }} />
            <TableCell
              align="right"
              sx={{ ...footerCell, fontVariantNumeric: 'tabular-nums' }}
              data-testid="owners-total"
            >
              {percent(total)}
            </TableCell>
            {onRevoke && <TableCell />}
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
