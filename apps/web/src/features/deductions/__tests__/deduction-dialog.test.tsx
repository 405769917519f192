// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeductionDialog } from '../components/deduction-dialog';
import { deduction } from './fixtures';
import { fakeServer, renderIn } from './render-in';

const path = '/api/employees/employee-1/deductions';

/** The text shown under a field: its error, or its hint. */
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

describe('the new deduction dialog', () => {
  let onClose: () => void;
  beforeEach(() => {
    onClose = vi.fn<() => void>();
  });

  it('says what is wrong next to the percentage, and sends nothing', async () => {
    const server = fakeServer({});
    vi.stubGlobal('fetch', server.fetch);
    renderIn(<DeductionDialog companyId="company-1" employeeId="employee-1" onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add deduction' }));
    const percentage = await screen.findByRole('textbox', { name: /Percentage of gross pay/ });
    await waitFor(() => expect(percentage.getAttribute('aria-invalid')).toBe('true'));
    expect(helpOf(percentage)).toBe(
      'Enter a percentage above 0 and at most 100, with at most two decimals',
    );
    await userEvent.type(percentage, '120');
    await userEvent.tab();
    expect(helpOf(percentage)).toBe(
      'Enter a percentage above 0 and at most 100, with at most two decimals',
    );
    expect(server.calls).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks an HSA for its coverage, next to the coverage', async () => {
    vi.stubGlobal('fetch', fakeServer({}).fetch);
    renderIn(<DeductionDialog companyId="company-1" employeeId="employee-1" onClose={onClose} />);
    await choose('Deduction', 'Health savings account (HSA)');
    await choose('Taken as', 'A fixed amount');
    await userEvent.type(screen.getByRole('textbox', { name: /Amount each paycheck/ }), '100');
    await userEvent.click(screen.getByRole('button', { name: 'Add deduction' }));
    const coverage = await screen.findByRole('combobox', { name: 'HSA coverage' });
    await waitFor(() =>
      expect(coverage.closest('.MuiFormControl-root')?.textContent).toContain(
        'Choose self-only or family coverage',
      ),
    );
  });

  it('refuses a match tier that does not reach further than the one before, on that tier', async () => {
    vi.stubGlobal('fetch', fakeServer({}).fetch);
    renderIn(<DeductionDialog companyId="company-1" employeeId="employee-1" onClose={onClose} />);
    await userEvent.type(screen.getByRole('textbox', { name: /Percentage of gross pay/ }), '5');
    await choose('Employer contribution', 'A match of the employee’s deferral');
    const second = screen.getByRole('textbox', { name: 'Up to % of pay (tier 2)' });
    await userEvent.clear(second);
    await userEvent.type(second, '2');
    await userEvent.click(screen.getByRole('button', { name: 'Add deduction' }));
    await waitFor(() =>
      expect(helpOf(second)).toBe('Each tier must reach further into pay than the one before it'),
    );
    expect(helpOf(screen.getByRole('textbox', { name: 'Up to % of pay (tier 1)' }))).toBe('');
  });

  it('offers no employer contribution where the employer cannot add one', async () => {
    vi.stubGlobal('fetch', fakeServer({}).fetch);
    renderIn(<DeductionDialog companyId="company-1" employeeId="employee-1" onClose={onClose} />);
    expect(screen.getByTestId('employer-contribution')).toBeTruthy();
    await choose('Deduction', 'Commuter benefit');
    expect(screen.queryByTestId('employer-contribution')).toBeNull();
    expect(
      screen.getByText('The employer does not contribute to this kind of deduction'),
    ).toBeTruthy();
  });

  it('sends a 5% 401(k) with its match formula as numbers, then closes', async () => {
    const server = fakeServer({ [`POST ${path}`]: { status: 201, body: deduction() } });
    vi.stubGlobal('fetch', server.fetch);
    renderIn(<DeductionDialog companyId="company-1" employeeId="employee-1" onClose={onClose} />);
    await userEvent.type(screen.getByRole('textbox', { name: /Percentage of gross pay/ }), '5');
    await choose('Employer contribution', 'A match of the employee’s deferral');
    await userEvent.click(screen.getByRole('button', { name: 'Add deduction' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [call] = server.calls;
    expect(call?.headers['Company-ID']).toBe('company-1');
    expect(call?.body).toEqual({
      kind: '401k',
      percentage: 5,
      employer: {
        match: [
          { upToPercentOfPay: 3, ratePercent: 100 },
          { upToPercentOfPay: 5, ratePercent: 50 },
        ],
      },
      startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as unknown,
    });
  });

  it('shows the server’s refusal of a field next to it', async () => {
    const server = fakeServer({
      [`POST ${path}`]: {
        status: 400,
        body: {
          type: 'about:blank',
          title: 'Bad Request',
          status: 400,
          detail: 'The request is not valid.',
          errors: [{ path: 'body.annualLimitCents', message: 'The limit is above the law’s' }],
        },
      },
    });
    vi.stubGlobal('fetch', server.fetch);
    renderIn(<DeductionDialog companyId="company-1" employeeId="employee-1" onClose={onClose} />);
    await userEvent.type(screen.getByRole('textbox', { name: /Percentage of gross pay/ }), '2,5');
    await userEvent.click(screen.getByRole('button', { name: 'Add deduction' }));
    const limit = screen.getByRole('textbox', { name: /Yearly limit of its own/ });
    await waitFor(() => expect(helpOf(limit)).toBe('The limit is above the law’s'));
    expect(server.calls[0]?.body).toMatchObject({ percentage: 2.5 });
    expect(onClose).not.toHaveBeenCalled();
  });
});
