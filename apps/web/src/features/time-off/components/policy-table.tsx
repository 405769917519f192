import EditIcon from '@mui/icons-material/Edit';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import type { TimeOffPolicy } from '@paydesk/contracts';
import {
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { AccrualText, useLimitTexts } from './policy-terms';

type Props = {
  policies: readonly TimeOffPolicy[];
  onEdit: (policy: TimeOffPolicy) => void;
  onAssign: (policy: TimeOffPolicy) => void;
};

function Limits({ policy }: { policy: TimeOffPolicy }) {
  return (
    <>
      {useLimitTexts(policy).map((text) => (
        <Typography key={text} variant="body2" component="span" sx={{ display: 'block' }}>
          {text}
        </Typography>
      ))}
    </>
  );
}

/** The company's policies, one row each, with Edit and Assign. */
export function PolicyTable({ policies, onEdit, onAssign }: Props) {
  const intl = useIntl();
  return (
    <Table aria-label={intl.formatMessage({ id: 'timeOff.policies.title' })}>
      <TableHead>
        <TableRow>
          <TableCell>
            <FormattedMessage id="timeOff.policies.column.name" />
          </TableCell>
          <TableCell>
            <FormattedMessage id="timeOff.field.kind" />
          </TableCell>
          <TableCell>
            <FormattedMessage id="timeOff.policies.column.accrual" />
          </TableCell>
          <TableCell>
            <FormattedMessage id="timeOff.policies.column.limits" />
          </TableCell>
          <TableCell>
            <FormattedMessage id="timeOff.policies.column.actions" />
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {policies.map((policy) => (
          <TableRow key={policy.id} data-testid={`policy-${policy.id}`}>
            <TableCell>
              <bdi>{policy.name}</bdi>
            </TableCell>
            <TableCell>
              <FormattedMessage id={`timeOff.kind.${policy.kind}`} />
            </TableCell>
            <TableCell>
              <AccrualText policy={policy} />
            </TableCell>
            <TableCell>
              <Limits policy={policy} />
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <Tooltip title={intl.formatMessage({ id: 'timeOff.policies.edit.open' })}>
                <IconButton
                  aria-label={intl.formatMessage(
                    { id: 'timeOff.policies.edit.openNamed' },
                    { name: policy.name },
                  )}
                  onClick={() => onEdit(policy)}
                >
                  <EditIcon />
                </IconButton>
              </Tooltip>
              <Tooltip title={intl.formatMessage({ id: 'timeOff.assign.open' })}>
                <IconButton
                  aria-label={intl.formatMessage(
                    { id: 'timeOff.assign.openNamed' },
                    { name: policy.name },
                  )}
                  onClick={() => onAssign(policy)}
                >
                  <PersonAddIcon />
                </IconButton>
              </Tooltip>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
