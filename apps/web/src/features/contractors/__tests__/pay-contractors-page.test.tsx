// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PayContractorsPage } from '../pages/pay-contractors-page';
import {
  ana,
  ANA_ID,
  approved,
  COMPANY,
  listItemOf,
  pageOf,
  preview,
  studio,
  STUDIO_ID,
} from './fixtures';
import {
  answerCalls,
  DIALOG_TEST_TIMEOUT,
  fill,
  quickUser,
  renderContractors,
} from './render-contractors';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const listAnswer = {
  [`GET /companies/${COMPANY}/contractors`]: {
    status: 200,
    body: pageOf([listItemOf(ana), listItemOf(studio)]),
  },
};

const renderPage = (locale: 'en' | 'fr' = 'en') =>
  renderContractors(<PayContractorsPage />, {
    locale,
    path: '/company/:companyId/contractors/pay',
    url: `/company/${COMPANY}/contractors/pay`,
  });

const lines = () => screen.getAllByTestId('pay-line');
const inLine = (index: number) => within(lines()[index] as HTMLElement);

async function chooseContractor(user: UserEvent, index: number, name: string) {
  await user.click(inLine(index).getByRole('combobox', { name: /Contractor/ }));
  await user.click(screen.getByRole('option', { name }));
}

/** Types a date into the MUI date field, section by section (month, day, year in English). */
async function typeDate(user: UserEvent, isoDate: string) {
  const [year, month, day] = isoDate.split('-');
  const group = screen.getByRole('group', { name: /Pay date/ });
  await user.click(group);
  await user.keyboard(`${month}${day}${year}`);
}

describe('paying contractors', { timeout: DIALOG_TEST_TIMEOUT }, () => {
  it('previews two lines with backup withholding and totals, then approves them', async () => {
    const user = quickUser();
    const calls = answerCalls({
      ...listAnswer,
      'POST /contractor-payments/preview': { status: 200, body: preview },
      'POST /contractor-payments': { status: 201, body: approved },
    });
    renderPage();
    await screen.findByTestId('pay-contractors-form');
    // The first pay date offered is a banking day two business days out.
    await chooseContractor(user, 0, 'Ana Pop');
    await fill(user, inLine(0).getByRole('textbox', { name: /Amount/ }), '1500');
    await fill(user, inLine(0).getByRole('textbox', { name: /Reimbursement/ }), '40');
    await fill(user, inLine(0).getByRole('textbox', { name: 'Memo' }), 'November design work');
    await user.click(screen.getByRole('button', { name: 'Add a contractor' }));
    // Ana is on the first line already: the second line offers her no more.
    await user.click(inLine(1).getByRole('combobox', { name: /Contractor/ }));
    expect(screen.getByRole('option', { name: 'Ana Pop' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    await user.click(screen.getByRole('option', { name: 'Blue Door Studio LLC' }));
    await fill(user, inLine(1).getByRole('textbox', { name: /Amount/ }), '1000');
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    const shown = await screen.findByTestId('pay-preview');
    const sent = calls.find((call) => call.url === '/contractor-payments/preview');
    expect(sent?.body).toMatchObject({
      items: [
        {
          contractorId: ANA_ID,
          amountCents: 150_000,
          reimbursementCents: 4_000,
          memo: 'November design work',
        },
        { contractorId: STUDIO_ID, amountCents: 100_000 },
      ],
    });
    expect((sent?.body as { payDate: string }).payDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(
      within(shown)
        .getByTestId(`payment-line-${STUDIO_ID}`)
        .querySelector('[data-testid=line-backup-withholding]')?.textContent,
    ).toBe('$240.00');
    expect(within(shown).getByTestId('total-net').textContent).toBe('$2,300.00');
    expect(within(shown).getByTestId('pay-total').textContent).toBe(
      'Cost to the company: $2,540.00',
    );
    expect(within(shown).getByTestId('pay-backup-note')).toBeTruthy();

    await user.click(within(shown).getByRole('button', { name: 'Approve payment' }));
    const done = await screen.findByTestId('pay-done');
    expect(calls.filter((call) => call.url === '/contractor-payments')).toHaveLength(1);
    expect(within(done).getByTestId('pay-done-summary').textContent).toContain(
      '2 contractors paid $2,540.00 on December 4, 2026',
    );
  });

  it('refuses a weekend pay date and a missing amount before anything is sent', async () => {
    const user = quickUser();
    const calls = answerCalls(listAnswer);
    renderPage();
    await screen.findByTestId('pay-contractors-form');
    await typeDate(user, '2026-12-05');
    await chooseContractor(user, 0, 'Ana Pop');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByText(
      'Banks are closed that day: choose a weekday that is not a federal holiday',
    );
    expect(inLine(0).getByText('Enter the amount in whole cents, more than 0')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('puts the server’s refusal of a line next to its field', async () => {
    const user = quickUser();
    answerCalls({
      ...listAnswer,
      'POST /contractor-payments/preview': {
        status: 409,
        body: {
          status: 409,
          title: 'Conflict',
          code: 'contractor.inactive',
          detail: 'Ana Pop is inactive.',
          errors: [
            {
              path: 'items.0.contractorId',
              message: 'is inactive',
              code: 'contractor.inactive',
            },
          ],
        },
      },
    });
    renderPage();
    await screen.findByTestId('pay-contractors-form');
    await chooseContractor(user, 0, 'Ana Pop');
    await fill(user, inLine(0).getByRole('textbox', { name: /Amount/ }), '10');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByText('This contractor is inactive: activate them first', {
      selector: '.MuiFormHelperText-root',
    });
    expect(screen.getByTestId('pay-failure').textContent).toBe(
      'This contractor is inactive: activate them first',
    );
    expect(screen.queryByTestId('pay-preview')).toBeNull();
  });

  it('says so when there is nobody to pay', async () => {
    answerCalls({
      [`GET /companies/${COMPANY}/contractors`]: { status: 200, body: pageOf([]) },
    });
    renderPage('fr');
    const empty = await screen.findByTestId('pay-no-contractors');
    expect(empty.textContent).toContain('Aucun prestataire actif à payer. Ajoutez-en un d’abord.');
  });
});
