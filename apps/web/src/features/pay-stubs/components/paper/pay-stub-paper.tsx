import type { PayStub } from '@paydesk/contracts';
import { Box, Divider, Grid, Paper } from '@mui/material';
import { usePayLineNamer } from '@web/shared/pay-lines/pay-line-names';
import { paperSections, paperSummary } from '../../model/paper-layout';
import { PaperDeposits } from './paper-deposits';
import { PaperParties } from './paper-parties';
import { PaperSummary } from './paper-summary';
import { PaperTable } from './paper-table';
import { PaperTimeOff } from './paper-time-off';
import { VoidWatermark } from './void-watermark';

/**
 * The stub laid out like the printed one: company and employee, the dates, then earnings,
 * taxes, deductions, the employer's taxes, gross to net and the deposits; VOID across it when
 * its payment was voided.
 */
export function PayStubPaper({ stub }: { stub: PayStub }) {
  const sections = paperSections(stub, usePayLineNamer());
  const [earnings, ...others] = sections;
  return (
    <Paper
      variant="outlined"
      data-testid="pay-stub-paper"
      data-status={stub.status}
      sx={{ position: 'relative', overflow: 'hidden', p: { xs: 2, md: 4 } }}
    >
      {stub.status === 'voided' && <VoidWatermark />}
      <Box sx={{ position: 'relative', zIndex: 1 }}>
        <PaperParties stub={stub} />
        <Divider sx={{ my: 3 }} />
        <Grid container spacing={4}>
          {earnings && (
            <Grid size={12}>
              <PaperTable section={earnings} />
            </Grid>
          )}
          {others.map((section) => (
            <Grid key={section.id} size={{ xs: 12, md: 6 }}>
              <PaperTable section={section} />
            </Grid>
          ))}
          <Grid size={{ xs: 12, md: 6 }}>
            <PaperSummary items={paperSummary(stub)} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <PaperDeposits deposits={stub.deposits} netPayCents={stub.netPayCents} />
          </Grid>
          {stub.timeOff && stub.timeOff.length > 0 && (
            <Grid size={{ xs: 12, md: 6 }}>
              <PaperTimeOff timeOff={stub.timeOff} />
            </Grid>
          )}
        </Grid>
      </Box>
    </Paper>
  );
}
