// @vitest-environment happy-dom
import type { PayrollDraftLine } from '@paydesk/contracts';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogues } from '@web/shared/i18n/catalogues';
import { SettingsContext } from '@web/shared/settings/settings-context';
import { defaultSettings } from '@web/shared/settings/settings-types';
import { LineDeductionDetails } from '../components/editor/line-deduction-details';
import type { LineChange } from '../model/line-edit';
import en from '../locales/en.json';

const seen = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const line: PayrollDraftLine = {
  employeeId: 'e1',
  firstName: 'Ana',
  lastName: 'Diaz',
  paymentType: 'salary',
  rateCents: 5_200_000,
  regularHours: 0,
  overtimeHours: 0,
  excluded: false,
  earnings: [],
  deductions: [
    {
      code: '401k',
      kind: '401k',
      label: '401(k)',
      amountCents: 10_000,
      deductionId: 'd-401k',
      employerAmountCents: 8_000,
      limitReached: true,
    },
    { code: 'postTax', kind: 'postTax', label: 'Loan', amountCents: 2_000 },
  ],
  garnishments: [
    {
      code: 'child_support',
      kind: 'child_support',
      label: 'Child support',
      garnishmentId: 'g-1',
      caseNumber: 'CS-42',
      requestedCents: 40_000,
      amountCents: 21_750,
      limitReached: true,
    },
  ],
  grossCents: 200_000,
  employeeTaxes: [],
  employerTaxes: [],
  netPayCents: 150_000,
  deposits: [],
  readiness: [],
  memo: null,
};

function renderDetails(onChange: (change: LineChange) => void, value = line) {
  return render(
    <SettingsContext.Provider
      value={{
        settings: defaultSettings,
        setSetting: () => undefined,
        resetSettings: () => undefined,
      }}
    >
      <IntlProvider locale="en-US" messages={{ ...catalogues.en, ...en }}>
        <LineDeductionDetails id="details" line={value} onChange={onChange} disabled={false} />
      </IntlProvider>
    </SettingsContext.Provider>,
  );
}

afterEach(cleanup);

describe('a draft line’s recurring deductions and orders', () => {
  it('shows each with the amount this payroll, the employer’s part, and what held it back', () => {
    renderDetails(vi.fn());
    const region = screen.getByRole('region', {
      name: 'Recurring deductions and orders of Ana Diaz',
    });
    const retirement = within(region).getByTestId('recurring-deduction-d-401k');
    expect(seen(retirement.textContent)).toContain('Employer adds $80.00');
    expect(retirement.textContent).toContain('Stopped at the yearly limit');
    expect(
      (screen.getByRole('textbox', { name: '401(k) this payroll, Ana Diaz' }) as HTMLInputElement)
        .value,
    ).toBe('100.00');
    // The typed post-tax deduction has its own column: it is not listed here.
    expect(region.textContent).not.toContain('Loan');
    const order = within(region).getByTestId('recurring-order-g-1');
    expect(order.textContent).toContain('CS-42');
    expect(seen(screen.getByTestId('recurring-withheld-g-1').textContent)).toBe('Withheld $217.50');
    expect(order.textContent).toContain('Capped below the ask');
  });

  it('skips a deduction for this payroll by leaving it out of the line’s list', async () => {
    const onChange = vi.fn<(change: LineChange) => void>();
    renderDetails(onChange);
    await userEvent.click(
      screen.getByRole('button', { name: 'Skip 401(k) this payroll, Ana Diaz' }),
    );
    expect(onChange).toHaveBeenCalledWith({
      deductions: [{ kind: 'postTax', label: 'Loan', amountCents: 2_000 }],
    });
  });

  it('skips an order, and offers it back once the line no longer names it', async () => {
    const onChange = vi.fn<(change: LineChange) => void>();
    const view = renderDetails(onChange);
    await userEvent.click(
      screen.getByRole('button', { name: 'Skip Child support this payroll, Ana Diaz' }),
    );
    expect(onChange).toHaveBeenLastCalledWith({ garnishments: [] });
    view.rerender(
      <SettingsContext.Provider
        value={{
          settings: defaultSettings,
          setSetting: () => undefined,
          resetSettings: () => undefined,
        }}
      >
        <IntlProvider locale="en-US" messages={{ ...catalogues.en, ...en }}>
          <LineDeductionDetails
            id="details"
            line={{ ...line, garnishments: [] }}
            onChange={onChange}
            disabled={false}
          />
        </IntlProvider>
      </SettingsContext.Provider>,
    );
    const skipped = screen.getByTestId('skipped-order-g-1');
    expect(skipped.textContent).toContain('Skipped this payroll');
    await userEvent.click(within(skipped).getByRole('button', { name: 'Take it again' }));
    expect(onChange).toHaveBeenLastCalledWith({
      garnishments: [{ garnishmentId: 'g-1', amountCents: 40_000 }],
    });
  });
});
