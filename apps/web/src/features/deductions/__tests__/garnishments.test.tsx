// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GarnishmentDialog } from '../components/garnishment-dialog';
import { GarnishmentsPanel } from '../components/garnishments-panel';
import { garnishment } from './fixtures';
import { fakeServer, renderIn } from './render-in';

const path = '/api/employees/employee-1/garnishments';

const seen = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const helpOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? '';

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Garnishments tab', () => {
  it('lists each order: type, case number, payee, amount, withheld to date and what remains', async () => {
    const levy = garnishment({
      id: 'order-levy',
      type: 'federal_tax_levy',
      caseNumber: '668W-77120',
      issuer: 'Internal Revenue Service',
      amountCents: null,
      exemptAmountCents: 61_538,
      totalOwedCents: null,
      remainingCents: null,
      withheldToDateCents: 0,
    });
    const paid = garnishment({
      id: 'order-paid',
      type: 'creditor',
      caseNumber: 'CV-19-311',
      percentage: 10,
      amountCents: null,
      remainingCents: 0,
      endDate: '2026-03-31',
    });
    const server = fakeServer({
      [`GET ${path}`]: { status: 200, body: { items: [garnishment(), levy, paid] } },
    });
    vi.stubGlobal('fetch', server.fetch);
    renderIn(<GarnishmentsPanel companyId="company-1" employeeId="employee-1" editable />);
    const table = await screen.findByRole('table', { name: 'Garnishments' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Order',
      'Case number',
      'Payee',
      'Each paycheck',
      'Withheld to date',
      'Remaining',
      'Actions',
    ]);
    const support = screen.getByTestId('garnishment-order-1');
    expect(support.textContent).toContain('Child support');
    expect(support.textContent).toContain('CS-2026-0042');
    expect(support.textContent).toContain('Texas State Disbursement Unit');
    expect(support.textContent).toContain('San Antonio, TX');
    expect(seen(screen.getByTestId('garnishment-amount-order-1').textContent)).toBe('$400.00');
    expect(seen(screen.getByTestId('garnishment-withheld-order-1').textContent)).toBe('$1,200.00');
    expect(seen(screen.getByTestId('garnishment-remaining-order-1').textContent)).toBe('$3,800.00');
    expect(seen(screen.getByTestId('garnishment-amount-order-levy').textContent)).toBe(
      'All but $615.38 exempt',
    );
    expect(screen.getByTestId('garnishment-remaining-order-levy').textContent).toBe(
      'No total owed',
    );
    expect(seen(screen.getByTestId('garnishment-amount-order-paid').textContent)).toBe(
      '10% of disposable earnings',
    );
    expect(screen.getByTestId('garnishment-remaining-order-paid').textContent).toBe('Paid off');
    expect(within(screen.getByTestId('garnishment-order-paid')).queryByRole('button')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'End order CS-2026-0042' }));
    const dialog = screen.getByRole('dialog', { name: 'End this order?' });
    expect(server.calls).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.calls).toHaveLength(1);
  });

  it('offers neither Add nor End for a terminated employee', async () => {
    vi.stubGlobal(
      'fetch',
      fakeServer({ [`GET ${path}`]: { status: 200, body: { items: [garnishment()] } } }).fetch,
    );
    renderIn(<GarnishmentsPanel companyId="company-1" employeeId="employee-1" editable={false} />);
    await screen.findByRole('table', { name: 'Garnishments' });
    expect(screen.queryByRole('button', { name: 'Add an order' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^End order/ })).toBeNull();
  });
});

describe('the new garnishment dialog', () => {
  it('names each missing field next to it and sends nothing', async () => {
    const server = fakeServer({});
    vi.stubGlobal('fetch', server.fetch);
    renderIn(<GarnishmentDialog companyId="company-1" employeeId="employee-1" onClose={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add order' }));
    const caseNumber = screen.getByRole('textbox', { name: /Case number/ });
    await waitFor(() =>
      expect(helpOf(caseNumber)).toBe(
        'Enter the case number from the order (at most 50 characters)',
      ),
    );
    expect(helpOf(screen.getByRole('textbox', { name: /^Issued by/ }))).toBe(
      'Enter the court or agency that issued the order (at most 100 characters)',
    );
    expect(helpOf(screen.getByRole('textbox', { name: /Amount each paycheck/ }))).toBe(
      'Enter an amount from $0.01 to $1,000,000.00',
    );
    expect(helpOf(screen.getByRole('textbox', { name: /Who receives the payments/ }))).toBe(
      'Enter who receives the payments (at most 100 characters)',
    );
    expect(helpOf(screen.getByRole('textbox', { name: /ZIP code/ }))).toBe(
      'Enter a ZIP code as 12345 or 12345-6789',
    );
    expect(server.calls).toEqual([]);
  });

  it('asks a federal tax levy for its exempt amount instead of an amount', async () => {
    vi.stubGlobal('fetch', fakeServer({}).fetch);
    renderIn(<GarnishmentDialog companyId="company-1" employeeId="employee-1" onClose={vi.fn()} />);
    expect(screen.getByRole('checkbox', { name: /supports another spouse or child/ })).toBeTruthy();
    await choose('Order', 'Federal tax levy');
    expect(screen.queryByRole('textbox', { name: /Amount each paycheck/ })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /supports another spouse or child/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add order' }));
    const exempt = screen.getByRole('textbox', { name: /Exempt amount each paycheck/ });
    await waitFor(() =>
      expect(helpOf(exempt)).toBe('Enter the exempt amount each paycheck from the Form 668-W'),
    );
  });

  it('sends a child-support order with its payee, then closes', { timeout: 90_000 }, async () => {
    const server = fakeServer({ [`POST ${path}`]: { status: 201, body: garnishment() } });
    vi.stubGlobal('fetch', server.fetch);
    const onClose = vi.fn();
    renderIn(<GarnishmentDialog companyId="company-1" employeeId="employee-1" onClose={onClose} />);
    // No pause between keys: the form has many fields, and a busy machine is slow enough.
    const user = userEvent.setup({ delay: null });
    const type = async (name: RegExp, text: string) =>
      user.type(screen.getByRole('textbox', { name }), text);
    await type(/Case number/, 'CS-2026-0042');
    await type(/^Issued by/, 'Travis County District Court');
    await type(/Amount each paycheck/, '400');
    await type(/Total owed/, '5000');
    await userEvent.click(screen.getByRole('checkbox', { name: /arrears more than 12 weeks/ }));
    await type(/Who receives the payments/, 'Texas State Disbursement Unit');
    await type(/Street address/, 'PO Box 659791');
    await type(/^City/, 'San Antonio');
    await choose('State', 'Texas (TX)');
    await type(/ZIP code/, '78265');
    await userEvent.click(screen.getByRole('button', { name: 'Add order' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.calls[0]?.body).toEqual({
      type: 'child_support',
      caseNumber: 'CS-2026-0042',
      issuer: 'Travis County District Court',
      amountCents: 40_000,
      supportsOtherFamily: false,
      arrearsOver12Weeks: true,
      totalOwedCents: 500_000,
      payee: {
        name: 'Texas State Disbursement Unit',
        address: {
          addressLine1: 'PO Box 659791',
          addressLine2: null,
          city: 'San Antonio',
          state: 'TX',
          zipCode: '78265',
        },
      },
      startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as unknown,
    });
  });
});
