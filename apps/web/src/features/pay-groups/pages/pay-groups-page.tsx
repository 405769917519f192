import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import type { PayGroup } from '@paydesk/contracts';
import {
  Alert,
  Button,
  Card,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { useCompany } from '@web/features/companies';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { useBreadcrumbLabel } from '@web/shared/layout/breadcrumbs/breadcrumb-labels';
import { Loader } from '@web/shared/ui/loader';
import { PageHeader } from '@web/shared/ui/page-header';
import { usePayGroups } from '../api/list-pay-groups';
import { PayGroupDialog } from '../components/pay-group-dialog';
import { frequencyLabelId } from '../model/options';
import { localToday } from '../model/today';

type Editing = { group?: PayGroup } | null;

/** /company/{id}/view-and-config/paygroup: the company's pay groups; create and edit them. */
export function PayGroupsPage() {
  const companyId = useParams().companyId ?? '';
  const intl = useIntl();
  const format = useFormatters();
  const groups = usePayGroups(companyId);
  // The view-and-config crumb names the company (spec §2.3), here as on its own page.
  useBreadcrumbLabel('company', useCompany(companyId).data?.name);
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <>
      <PageHeader
        title={<FormattedMessage id="payGroups.title" />}
        subtitle={<FormattedMessage id="payGroups.subtitle" />}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({})}>
            <FormattedMessage id="payGroups.create.open" />
          </Button>
        }
      />
      {groups.isPending && <Loader />}
      {groups.isError && (
        <Alert severity="error" role="alert">
          <FormattedMessage id="payGroups.error.fetch" />
        </Alert>
      )}
      {groups.data && (
        <Card>
          {groups.data.length === 0 ? (
            <Typography sx={{ p: 3 }} color="text.secondary">
              <FormattedMessage id="payGroups.empty" />
            </Typography>
          ) : (
            <Table aria-label={intl.formatMessage({ id: 'payGroups.title' })}>
              <TableHead>
                <TableRow>
                  <TableCell>
                    <FormattedMessage id="payGroups.field.name" />
                  </TableCell>
                  <TableCell>
                    <FormattedMessage id="payGroups.field.frequency" />
                  </TableCell>
                  <TableCell>
                    <FormattedMessage id="payGroups.column.nextPayDate" />
                  </TableCell>
                  <TableCell align="right">
                    <FormattedMessage id="payGroups.column.employees" />
                  </TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {groups.data.map((group) => (
                  <TableRow key={group.id} data-testid={`pay-group-${group.name}`}>
                    <TableCell>{group.name}</TableCell>
                    <TableCell>
                      <FormattedMessage id={frequencyLabelId(group.frequency)} />
                    </TableCell>
                    <TableCell>{group.nextPayDate ? format.date(group.nextPayDate) : ''}</TableCell>
                    <TableCell align="right">{format.number(group.employeeCount)}</TableCell>
                    <TableCell align="right">
                      <Tooltip title={intl.formatMessage({ id: 'payGroups.edit.open' })}>
                        <IconButton
                          aria-label={intl.formatMessage(
                            { id: 'payGroups.edit.openNamed' },
                            { name: group.name },
                          )}
                          onClick={() => setEditing({ group })}
                        >
                          <EditIcon />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Card>
      )}
      {editing && (
        <PayGroupDialog
          companyId={companyId}
          {...(editing.group ? { group: editing.group } : {})}
          today={localToday()}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
