import type { PayrollDraftLine, PayrollLineGarnishment } from '@paydesk/contracts';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useCallback, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatMoneyInput } from '@web/shared/forms/money';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { codeText, usePayLineTexts } from '@web/shared/pay-lines/pay-line-names';
import { Ltr } from '@web/shared/ui/ltr';
import { MoneyDisplay } from '@web/shared/ui/money/money-display';
import {
  garnishmentsWith,
  recurringDeductionsWith,
  type AnsweredGarnishment,
  type LineDeduction,
} from '../../model/line-deductions';
import type { LineChange } from '../../model/line-edit';
import { parseLineMoney } from '../../model/money-cell';
import { NumberCell } from './number-cell';
import { garnishmentsOf, recurringOf } from './recurring-details-link';

const rowSx = {
  display: 'grid',
  gridTemplateColumns: {
    xs: '1fr',
    md: 'minmax(0, 2fr) minmax(120px, 1fr) minmax(0, 2fr) auto',
  },
  columnGap: 2,
  rowGap: 0.5,
  alignItems: 'center',
  py: 0.75,
  borderBlockEnd: 1,
  borderBlockEndColor: 'divider',
} as const;

type RowProps = {
  testId: string;
  title: ReactNode;
  subtitle?: ReactNode;
  amount: ReactNode;
  notes: ReactNode;
  action: ReactNode;
};

/** One deduction or order: its name, the amount this payroll, what it says, and its button. */
function DetailRow({ testId, title, subtitle, amount, notes, action }: RowProps) {
  return (
    <Box sx={rowSx} data-testid={testId}>
      <Stack>
        <Typography variant="body2" dir="auto">
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="caption" color="text.secondary" dir="auto">
            {subtitle}
          </Typography>
        )}
      </Stack>
      {amount}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {notes}
      </Stack>
      {action}
    </Box>
  );
}

const warning = (label: string) => (
  <Chip size="small" color="warning" variant="outlined" label={label} />
);

type SkippedProps = {
  deductions: readonly LineDeduction[];
  orders: readonly PayrollLineGarnishment[];
  restore: (labelId: string, onClick: () => void) => ReactNode;
  onDeduction: (skipped: LineDeduction) => void;
  onOrder: (skipped: PayrollLineGarnishment) => void;
};

/** What was skipped for this payroll in this visit, each with Take it again. */
function SkippedRows({ deductions, orders, restore, onDeduction, onOrder }: SkippedProps) {
  const texts = usePayLineTexts();
  const skippedNote = <FormattedMessage id="payroll.line.recurring.skipped" />;
  return (
    <>
      {deductions.map((skipped) => (
        <DetailRow
          key={`skipped-${skipped.deductionId ?? ''}`}
          testId={`skipped-deduction-${skipped.deductionId ?? ''}`}
          title={skipped.label}
          amount={skippedNote}
          notes={null}
          action={restore('restore', () => onDeduction(skipped))}
        />
      ))}
      {orders.map((skipped) => (
        <DetailRow
          key={`skipped-${skipped.garnishmentId}`}
          testId={`skipped-order-${skipped.garnishmentId}`}
          title={codeText(texts, skipped.kind)}
          subtitle={<Ltr>{skipped.caseNumber}</Ltr>}
          amount={skippedNote}
          notes={null}
          action={restore('restore', () => onOrder(skipped))}
        />
      ))}
    </>
  );
}

type Props = {
  id: string;
  line: PayrollDraftLine;
  onChange: (change: LineChange) => void;
  disabled: boolean;
};

/**
 * The employee's recurring deductions and garnishment orders on this line, each with the amount
 * this payroll takes (typed over for this payroll only), what the employer adds, whether a limit
 * or the federal cap stopped it, and Skip this payroll; a skipped one can be taken again.
 */
export function LineDeductionDetails({ id, line, onChange, disabled }: Props) {
  const intl = useIntl();
  const texts = usePayLineTexts();
  const { locale } = useFormatters();
  const name = `${line.firstName} ${line.lastName}`;
  const orders = garnishmentsOf(line);
  // What was skipped in this visit, to offer it back (the line no longer names it).
  const [skippedDeductions, setSkippedDeductions] = useState<LineDeduction[]>([]);
  const [skippedOrders, setSkippedOrders] = useState<PayrollLineGarnishment[]>([]);
  const moneyText = useCallback((cents: number) => formatMoneyInput(cents, locale), [locale]);
  const parseMoney = useCallback((text: string) => parseLineMoney(text, locale), [locale]);
  const setDeduction = (deductionId: string, cents: number | null, restore?: LineDeduction) =>
    onChange({ deductions: recurringDeductionsWith(line.deductions, deductionId, cents, restore) });
  const setOrder = (garnishmentId: string, cents: number | null, restore?: AnsweredGarnishment) =>
    onChange({ garnishments: garnishmentsWith(orders, garnishmentId, cents, restore) });
  const text = (messageId: string, values: Record<string, string>) =>
    intl.formatMessage({ id: `payroll.line.recurring.${messageId}` }, { ...values, name });
  const button = (labelId: string, onClick: () => void, label?: string) => (
    <Button size="small" disabled={disabled} onClick={onClick} aria-label={label}>
      <FormattedMessage id={`payroll.line.recurring.${labelId}`} />
    </Button>
  );
  const cell = (label: string, value: number, onValue: (cents: number) => void, testId: string) => (
    <NumberCell
      label={label}
      value={value}
      toText={moneyText}
      parse={parseMoney}
      onValue={onValue}
      disabled={disabled}
      testId={testId}
    />
  );

  return (
    <Box
      id={id}
      role="region"
      aria-label={text('for', {})}
      data-testid={`recurring-${line.employeeId}`}
      sx={{ py: 1, maxWidth: 960 }}
    >
      <Typography variant="caption" color="text.secondary" component="p" dir="auto" sx={{ mb: 1 }}>
        <FormattedMessage id="payroll.line.recurring.note" />
      </Typography>
      {recurringOf(line).map((deduction) => {
        const deductionId = deduction.deductionId ?? '';
        const kindText = codeText(texts, deduction.kind);
        return (
          <DetailRow
            key={deductionId}
            testId={`recurring-deduction-${deductionId}`}
            title={deduction.label}
            subtitle={deduction.label !== kindText ? kindText : undefined}
            amount={cell(
              text('amountFor', { line: deduction.label }),
              deduction.amountCents,
              (cents) => setDeduction(deductionId, cents),
              `recurring-amount-${deductionId}`,
            )}
            notes={
              <>
                {(deduction.employerAmountCents ?? 0) > 0 && (
                  <Typography variant="caption" dir="auto">
                    <FormattedMessage
                      id="payroll.line.recurring.employer"
                      values={{
                        amount: <MoneyDisplay cents={deduction.employerAmountCents ?? 0} />,
                      }}
                    />
                  </Typography>
                )}
                {deduction.limitReached && warning(text('limitReached', {}))}
              </>
            }
            action={button(
              'skip',
              () => {
                setSkippedDeductions((before) => [...before, deduction]);
                setDeduction(deductionId, null);
              },
              text('skipNamed', { line: deduction.label }),
            )}
          />
        );
      })}
      {orders.map((order) => {
        const typeText = codeText(texts, order.kind);
        return (
          <DetailRow
            key={order.garnishmentId}
            testId={`recurring-order-${order.garnishmentId}`}
            title={typeText}
            subtitle={<Ltr>{order.caseNumber}</Ltr>}
            amount={cell(
              text('askedFor', { line: typeText }),
              order.requestedCents,
              (cents) => setOrder(order.garnishmentId, cents),
              `recurring-asked-${order.garnishmentId}`,
            )}
            notes={
              <>
                <Typography
                  variant="caption"
                  dir="auto"
                  data-testid={`recurring-withheld-${order.garnishmentId}`}
                >
                  <FormattedMessage
                    id="payroll.line.recurring.withheld"
                    values={{ amount: <MoneyDisplay cents={order.amountCents} /> }}
                  />
                </Typography>
                {order.limitReached && warning(text('capped', {}))}
              </>
            }
            action={button(
              'skip',
              () => {
                setSkippedOrders((before) => [...before, order]);
                setOrder(order.garnishmentId, null);
              },
              text('skipNamed', { line: typeText }),
            )}
          />
        );
      })}
      <SkippedRows
        deductions={skippedDeductions.filter(
          (skipped) => !line.deductions.some((d) => d.deductionId === skipped.deductionId),
        )}
        orders={skippedOrders.filter(
          (skipped) => !orders.some((o) => o.garnishmentId === skipped.garnishmentId),
        )}
        restore={(labelId, onClick) => button(labelId, onClick)}
        onDeduction={(skipped) =>
          setDeduction(skipped.deductionId ?? '', skipped.amountCents, skipped)
        }
        onOrder={(skipped) => setOrder(skipped.garnishmentId, skipped.requestedCents, skipped)}
      />
    </Box>
  );
}
