import type { Contractor } from '@paydesk/contracts';
import { Alert, Button, Stack } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { DetailList } from '@web/shared/ui/detail-list';
import { MoneyDisplay } from '@web/shared/ui/money/money-display';
import { SectionCard } from '@web/shared/ui/section-card';
import { TinText } from '../../components/contractor-chips';
import { CONTRACTOR_PROFILE_PATH } from '../../model/paths';
import type { PaymentRow } from '../../model/payment-rows';
import { paidInYear } from '../../model/payment-rows';

type Props = { contractor: Contractor; rows: readonly PaymentRow[] | undefined };

/** What is paid this year, and what the contractor still has to give (their TIN). */
export function W9StatusCard({ contractor, rows }: Props) {
  const year = new Date().getFullYear();
  const paid = rows ? paidInYear(rows, year) : null;
  return (
    <SectionCard titleId="contractors.my.summary" testId="my-summary">
      <Stack spacing={2}>
        {contractor.tinMissing && (
          <Alert
            severity="warning"
            data-testid="my-tin-missing"
            action={
              <Button
                color="inherit"
                size="small"
                component={RouterLink}
                to={CONTRACTOR_PROFILE_PATH}
              >
                <FormattedMessage id="contractors.my.completeW9" />
              </Button>
            }
          >
            <FormattedMessage id="contractors.my.tinMissing" />
          </Alert>
        )}
        <DetailList
          items={[
            {
              labelId: 'contractors.my.name',
              value: <bdi>{contractor.displayName}</bdi>,
            },
            {
              labelId: 'contractors.field.tin',
              value: <TinText masked={contractor.tinMasked} />,
            },
            {
              labelId: 'contractors.field.paymentMethod',
              value: (
                <FormattedMessage id={`contractors.paymentMethod.${contractor.paymentMethod}`} />
              ),
            },
            ...(paid
              ? [
                  {
                    labelId: 'contractors.my.paidThisYear',
                    value: <MoneyDisplay cents={paid.amountCents} />,
                    testId: 'my-paid-year',
                  },
                  {
                    labelId: 'contractors.my.withheldThisYear',
                    value: <MoneyDisplay cents={paid.backupWithholdingCents} />,
                  },
                ]
              : []),
          ]}
        />
      </Stack>
    </SectionCard>
  );
}
