import type { BankAccount } from '@paydesk/contracts';
import { FormattedMessage } from 'react-intl';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { Ltr } from '@web/shared/ui/ltr';

/** What share of the pay an account takes: a fixed amount, a percentage, or the remainder. */
export function SplitText({ account }: { account: BankAccount }) {
  const format = useFormatters();
  const value = account.amountOrPercentageValue;
  switch (account.amountOrPercentage) {
    case 'amount':
      return <Ltr>{format.money(value ?? 0)}</Ltr>;
    case 'percentage':
      return (
        <Ltr>
          {format.number((value ?? 0) / 100, { style: 'percent', maximumFractionDigits: 2 })}
        </Ltr>
      );
    default:
      return <FormattedMessage id="bankAccounts.split.remainder" />;
  }
}
