import type { PayStub } from '@paydesk/contracts';
import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { Ltr } from '@web/shared/ui/ltr';
import { MoneyDisplay } from '@web/shared/ui/money/money-display';
import { addressLines } from '../../model/paper-layout';

/**
 * A label and its value side by side. A flex row rather than inline text: in a right-to-left
 * page the row itself mirrors, whatever the bidi order of an English label and an isolated value.
 */
function Labelled(props: { labelId: string; children: ReactNode; alignEnd?: boolean }) {
  return (
    <Box
      component="p"
      sx={{
        m: 0,
        display: 'flex',
        flexWrap: 'wrap',
        columnGap: 1,
        justifyContent: props.alignEnd ? { sm: 'flex-end' } : undefined,
        typography: 'body2',
      }}
    >
      <Box component="span" sx={{ color: 'text.secondary' }}>
        <FormattedMessage id={props.labelId} />
      </Box>
      <span>{props.children}</span>
    </Box>
  );
}

function Lines({ lines }: { lines: readonly string[] }) {
  return lines.map((line) => (
    <Typography key={line} variant="body2" component="p">
      <bdi>{line}</bdi>
    </Typography>
  ));
}

/** The company (top), the employee and the stub's dates, as a printed stub heads them. */
export function PaperParties({ stub }: { stub: PayStub }) {
  const format = useFormatters();
  const employeeName = `${stub.employee.firstName} ${stub.employee.lastName}`;
  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between' }}
      >
        <Box data-testid="pay-stub-company">
          <Typography variant="h3" component="p">
            <bdi>{stub.company.name}</bdi>
          </Typography>
          <Lines lines={addressLines(stub.company.address)} />
          {stub.company.ein && (
            <Labelled labelId="payStubs.paper.ein">
              <Ltr>{stub.company.ein}</Ltr>
            </Labelled>
          )}
        </Box>
        <Box sx={{ textAlign: { sm: 'right' } }} data-testid="pay-stub-dates">
          <Typography variant="h3" component="p">
            <FormattedMessage id="payStubs.paper.title" />
          </Typography>
          <Labelled labelId="payStubs.paper.payDate" alignEnd>
            <Ltr>{format.date(stub.payDate, 'long')}</Ltr>
          </Labelled>
          <Labelled labelId="payStubs.paper.period" alignEnd>
            <FormattedMessage
              id="payStubs.periodRange"
              values={{
                start: <Ltr>{format.date(stub.periodStart)}</Ltr>,
                end: <Ltr>{format.date(stub.periodEnd)}</Ltr>,
              }}
            />
          </Labelled>
          <Labelled labelId="payStubs.paper.payGroup" alignEnd>
            <bdi>{stub.payGroup.name}</bdi>
          </Labelled>
        </Box>
      </Stack>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' } }}
      >
        <Box data-testid="pay-stub-employee">
          <Typography variant="overline" color="text.secondary" component="p">
            <FormattedMessage id="payStubs.paper.payTo" />
          </Typography>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
            <bdi>{employeeName}</bdi>
          </Typography>
          <Lines lines={addressLines(stub.employee.address)} />
          {stub.employee.legalId && (
            <Labelled labelId="payStubs.paper.ssn">
              <Ltr>{stub.employee.legalId}</Ltr>
            </Labelled>
          )}
        </Box>
        <Box
          sx={{
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            px: 3,
            py: 1.5,
            textAlign: 'center',
            minWidth: 200,
          }}
        >
          <Typography variant="overline" color="text.secondary" component="p">
            <FormattedMessage id="payStubs.paper.netPay" />
          </Typography>
          <Typography variant="h2" component="p" data-testid="pay-stub-net">
            <MoneyDisplay cents={stub.netPayCents} />
          </Typography>
        </Box>
      </Stack>
    </Stack>
  );
}
