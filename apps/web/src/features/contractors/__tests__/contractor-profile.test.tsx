// @vitest-environment happy-dom
import type { BankAccount } from '@paydesk/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContractorProfilePage } from '../pages/contractor-profile-page';
import { ana, approved, COMPANY, forms1099, pageOf, studio } from './fixtures';
import {
  answerCalls,
  collectToasts,
  DIALOG_TEST_TIMEOUT,
  fill,
  quickUser,
  renderContractors,
} from './render-contractors';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const year = new Date().getFullYear();

const account: BankAccount = {
  id: '0190c0de-0000-7000-8000-0000000000b1',
  companyId: COMPANY,
  employeeId: null,
  contractorId: ana.id,
  bankName: 'Prairie Credit Union',
  accountType: 'checking',
  routingNumber: '011000015',
  accountNumberLast4: '4567',
  amountOrPercentage: null,
  amountOrPercentageValue: null,
  status: 'active',
  createdAt: '2026-03-02T10:00:00Z',
};

const renderProfile = (contractorId: string, locale: 'en' | 'ro' = 'en') =>
  renderContractors(<ContractorProfilePage />, {
    locale,
    path: '/company/:companyId/contractors/:contractorId',
    url: `/company/${COMPANY}/contractors/${contractorId}`,
  });

describe('a contractor’s profile', { timeout: DIALOG_TEST_TIMEOUT }, () => {
  it('shows the masked TIN, the 1099-NEC of the year and the payments; adds a bank account and invites', async () => {
    const user = quickUser();
    let accounts: BankAccount[] = [];
    const calls = answerCalls({
      [`GET /contractors/${ana.id}`]: { status: 200, body: ana },
      'GET /bank-accounts': () => ({ status: 200, body: { items: accounts } }),
      'POST /bank-accounts': () => {
        accounts = [account];
        return { status: 201, body: account };
      },
      [`POST /contractors/${ana.id}/invitation`]: {
        status: 201,
        body: {
          status: 'pending',
          sentAt: '2026-12-01T09:00:00Z',
          expiresAt: '2026-12-08T09:00:00Z',
        },
      },
      [`GET /companies/${COMPANY}/1099-nec`]: { status: 200, body: forms1099(year) },
      [`GET /companies/${COMPANY}/contractor-payments`]: {
        status: 200,
        body: pageOf([approved]),
      },
    });
    const toasts = collectToasts();
    renderProfile(ana.id);
    await screen.findByRole('heading', { name: 'Ana Pop', level: 1 });
    const details = screen.getByTestId('contractor-details');
    expect(within(details).getByTestId('contractor-tin').textContent).toBe('SSN ***-**-6789');
    expect(within(details).getByTestId('contractor-backup').textContent).toBe('No');

    const form = await screen.findByTestId('1099-box1');
    expect(form.textContent).toBe('$2,500.00');
    expect(screen.getByTestId('1099-required').textContent).toContain('Required');
    const payments = screen.getByTestId('contractor-payments');
    expect(await within(payments).findAllByTestId('payment-row')).toHaveLength(1);
    expect(within(payments).getByTestId('payment-net').textContent).toBe('$1,540.00');

    const bank = screen.getByTestId('contractor-bank-account');
    await within(bank).findByTestId('bank-account-none');
    await user.click(within(bank).getByRole('button', { name: 'Add account' }));
    const dialog = screen.getByRole('dialog');
    await fill(
      user,
      within(dialog).getByRole('textbox', { name: /Bank name/ }),
      'Prairie Credit Union',
    );
    await fill(user, within(dialog).getByRole('textbox', { name: /Routing number/ }), '011000015');
    await fill(
      user,
      within(dialog).getByRole('textbox', { name: /^Account number/ }),
      '44401234567',
    );
    await fill(
      user,
      within(dialog).getByRole('textbox', { name: /Confirm account number/ }),
      '44401234568',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save account' }));
    await within(dialog).findByText('The two account numbers differ');
    await user.clear(within(dialog).getByRole('textbox', { name: /Confirm account number/ }));
    await fill(
      user,
      within(dialog).getByRole('textbox', { name: /Confirm account number/ }),
      '44401234567',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save account' }));
    await within(bank).findByTestId('bank-account-last4');
    expect(within(bank).getByTestId('bank-account-last4').textContent).toBe('••••4567');
    expect(
      calls.find((call) => call.method === 'POST' && call.url === '/bank-accounts')?.body,
    ).toEqual({
      bankName: 'Prairie Credit Union',
      accountType: 'checking',
      routingNumber: '011000015',
      accountNumber: '44401234567',
      companyId: COMPANY,
      contractorId: ana.id,
    });

    await user.click(screen.getByRole('button', { name: 'Invite to self-service' }));
    await waitFor(() =>
      expect(toasts).toContainEqual({
        text: 'An invitation was mailed to ana.pop@example.test',
        variant: 'success',
      }),
    );
  });

  it('says why 24% is withheld from a business without a TIN, in Romanian', async () => {
    answerCalls({
      [`GET /contractors/${studio.id}`]: { status: 200, body: studio },
      'GET /bank-accounts': { status: 200, body: { items: [] } },
      [`GET /companies/${COMPANY}/1099-nec`]: {
        status: 200,
        body: { ...forms1099(year), items: [] },
      },
      [`GET /companies/${COMPANY}/contractor-payments`]: { status: 200, body: pageOf([]) },
    });
    renderProfile(studio.id, 'ro');
    await screen.findByRole('heading', { name: 'Blue Door Studio LLC', level: 1 });
    const details = screen.getByTestId('contractor-details');
    expect(within(details).getByTestId('contractor-backup').textContent).toBe(
      'Se rețin 24%: niciun TIN înregistrat',
    );
    expect(within(details).getByTestId('tin-missing').textContent).toBe('Fără TIN');
    expect((await screen.findByTestId('1099-none')).textContent).toBe(
      `Nicio plată în ${year}: niciun 1099-NEC.`,
    );
  });
});
