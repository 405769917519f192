import { Card, CardContent, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { OffCycleForm } from './off-cycle-form';
import { RegularRunForm } from './regular-run-form';

type Props = { companyId: string; payGroupId: string | null; periodEnd: string | null };

/** How a run starts: a period of a pay group's schedule, or an off-cycle run. */
export function StartPayroll({ companyId, payGroupId, periodEnd }: Props) {
  const intl = useIntl();
  const [kind, setKind] = useState<'regular' | 'off-cycle'>('regular');
  return (
    <Card>
      <Tabs
        value={kind}
        onChange={(_event, next: 'regular' | 'off-cycle') => setKind(next)}
        aria-label={intl.formatMessage({ id: 'payroll.create.kind' })}
        sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="regular" label={intl.formatMessage({ id: 'payroll.create.regular' })} />
        <Tab value="off-cycle" label={intl.formatMessage({ id: 'payroll.create.offCycle' })} />
      </Tabs>
      <CardContent sx={{ pt: 3 }}>
        {kind === 'regular' ? (
          <RegularRunForm companyId={companyId} payGroupId={payGroupId} periodEnd={periodEnd} />
        ) : (
          <OffCycleForm companyId={companyId} />
        )}
      </CardContent>
    </Card>
  );
}
