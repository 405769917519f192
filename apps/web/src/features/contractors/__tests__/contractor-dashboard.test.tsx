// @vitest-environment happy-dom
import type { MyContractorPayment } from '@paydesk/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContractorDashboardPage } from '../self-service/pages/contractor-dashboard-page';
import { approved, COMPANY, forms1099, studio, STUDIO_ID } from './fixtures';
import {
  answerCalls,
  DIALOG_TEST_TIMEOUT,
  quickUser,
  renderContractors,
} from './render-contractors';

const saved = vi.hoisted(() => [] as string[]);
vi.mock('@web/shared/http/save-file', () => ({
  saveFile: (_blob: Blob, name: string) => saved.push(name),
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  saved.length = 0;
});

const year = new Date().getFullYear();
const studioLine = approved.items[1];

const myPayment = (overrides: Partial<MyContractorPayment> = {}): MyContractorPayment => ({
  ...(studioLine as NonNullable<typeof studioLine>),
  paymentId: approved.id,
  companyId: COMPANY,
  companyName: 'Lakeside Bakery LLC',
  payDate: `${year}-03-06`,
  ...overrides,
});

const my1099 = {
  year,
  items: [
    {
      ...forms1099(year).items[0],
      contractorId: STUDIO_ID,
      name: 'Blue Door Studio LLC',
      contractorType: 'business',
      tinMasked: '',
      box1Cents: 100_000,
      box4Cents: 24_000,
      companyId: COMPANY,
      companyName: 'Lakeside Bakery LLC',
    },
  ],
};

describe('the contractor’s dashboard', { timeout: DIALOG_TEST_TIMEOUT }, () => {
  it('lists their payments and 1099-NEC forms, asks for the missing TIN, and downloads copy B', async () => {
    const user = quickUser();
    const calls = answerCalls({
      'GET /me/contractor': { status: 200, body: studio },
      'GET /me/contractor-payments': {
        status: 200,
        body: {
          items: [
            myPayment(),
            myPayment({ id: 'failed-one', status: 'failed', returnCode: 'R03', netCents: 1 }),
          ],
        },
      },
      'GET /me/1099-nec': { status: 200, body: my1099 },
      [`GET /me/1099-nec/${STUDIO_ID}/file`]: { status: 200, body: '%PDF' },
    });
    renderContractors(<ContractorDashboardPage />);
    const summary = await screen.findByTestId('my-summary');
    expect(within(summary).getByTestId('my-tin-missing').textContent).toContain(
      'Your taxpayer ID is missing',
    );
    // A failed payment is not counted as paid.
    expect(within(summary).getByTestId('my-paid-year').textContent).toBe('$1,000.00');

    const payments = screen.getByTestId('my-payments');
    await within(payments).findAllByTestId('payment-row');
    expect(
      within(payments)
        .getAllByTestId('payment-status')
        .map((chip) => chip.textContent),
    ).toEqual(['Pending', 'Failed (R03)']);
    expect(within(payments).getAllByText('Lakeside Bakery LLC')).toHaveLength(2);

    const forms = screen.getByTestId('my-1099');
    const form = await within(forms).findByTestId('my-1099-form');
    expect(form.textContent).toContain(`Form 1099-NEC ${year} from Lakeside Bakery LLC`);
    expect(form.textContent).toContain('Box 1: $1,000.00 · box 4: $240.00');
    await user.click(
      within(form).getByRole('button', {
        name: `Download your 1099-NEC for ${year} from Lakeside Bakery LLC`,
      }),
    );
    await waitFor(() => expect(saved).toEqual([`1099-nec-${year}-${STUDIO_ID}.pdf`]));
    expect(calls.some((call) => call.url === `/me/1099-nec?year=${year}`)).toBe(true);
  });

  it('says when nothing was paid yet, in Chinese', async () => {
    answerCalls({
      'GET /me/contractor': {
        status: 200,
        body: { ...studio, tinMissing: false, tinMasked: '**-***1234' },
      },
      'GET /me/contractor-payments': { status: 200, body: { items: [] } },
      'GET /me/1099-nec': { status: 200, body: { year, items: [] } },
    });
    renderContractors(<ContractorDashboardPage />, { locale: 'zh', direction: 'rtl' });
    const payments = await screen.findByTestId('my-payments');
    expect((await within(payments).findByTestId('payments-empty')).textContent).toBe(
      '您尚未收到付款。',
    );
    expect(screen.queryByTestId('my-tin-missing')).toBeNull();
    expect((await screen.findByTestId('my-1099-none')).textContent).toBe(
      `${year} 年没有 1099-NEC。`,
    );
  });
});
