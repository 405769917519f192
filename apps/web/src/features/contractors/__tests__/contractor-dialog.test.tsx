// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContractorDialog } from '../components/contractor-dialog';
import { ana, COMPANY, studio } from './fixtures';
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

const dialog = () => screen.getByRole('dialog');
const field = (name: string) => within(dialog()).getByRole('textbox', { name });

async function chooseOption(user: UserEvent, label: RegExp, option: string) {
  await user.click(within(dialog()).getByRole('combobox', { name: label }));
  await user.click(screen.getByRole('option', { name: option }));
}

async function fillAddress(user: UserEvent) {
  await fill(user, field('Email'), 'ana.pop@example.test');
  await fill(user, field('Street address'), '12 Elm St');
  await fill(user, field('City'), 'Austin');
  await chooseOption(user, /State/, 'Texas (TX)');
  await fill(user, field('ZIP code'), '78701');
}

describe('the contractor dialog', { timeout: DIALOG_TEST_TIMEOUT }, () => {
  it('adds an individual with their SSN, address and direct deposit, as the contract asks', async () => {
    const user = quickUser();
    const calls = answerCalls({ 'POST /contractors': { status: 201, body: ana } });
    const toasts = collectToasts();
    const onClose = vi.fn();
    const onCreated = vi.fn();
    renderContractors(
      <ContractorDialog companyId={COMPANY} onClose={onClose} onCreated={onCreated} />,
    );
    expect(within(dialog()).getByRole('heading', { level: 2 }).textContent).toBe(
      'Add a contractor',
    );
    await fill(user, field('First name'), 'Ana');
    await fill(user, field('Last name'), 'Pop');
    await fill(user, field('Taxpayer ID (TIN)'), '123-45-6789');
    await fillAddress(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Add contractor' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/contractors',
        body: {
          type: 'individual',
          firstName: 'Ana',
          lastName: 'Pop',
          businessName: null,
          tinType: 'ssn',
          tin: '123-45-6789',
          email: 'ana.pop@example.test',
          address: {
            addressLine1: '12 Elm St',
            addressLine2: null,
            city: 'Austin',
            state: 'TX',
            zipCode: '78701',
          },
          paymentMethod: 'direct_deposit',
          backupWithholding: false,
        },
      },
    ]);
    expect(onCreated).toHaveBeenCalledWith(ana);
    expect(toasts).toEqual([{ text: 'Ana Pop was added', variant: 'success' }]);
  });

  it('asks a business for its legal name and an EIN, and says what is missing before sending', async () => {
    const user = quickUser();
    const calls = answerCalls({});
    renderContractors(<ContractorDialog companyId={COMPANY} onClose={() => undefined} />);
    await user.click(within(dialog()).getByRole('button', { name: 'Business' }));
    expect(within(dialog()).queryByRole('textbox', { name: 'First name' })).toBeNull();
    expect(within(dialog()).getByRole('combobox', { name: /TIN type/ }).textContent).toBe('EIN');

    await user.click(within(dialog()).getByRole('button', { name: 'Add contractor' }));
    await within(dialog()).findByText('Enter the street address');
    expect(within(dialog()).getByText('Enter a valid email address')).toBeTruthy();

    // Once the fields are there, the rules across them: the name a business needs, its EIN.
    await fill(user, field('Taxpayer ID (TIN)'), '00-1234567');
    await fillAddress(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Add contractor' }));
    await within(dialog()).findByText('Enter the business’s legal name');
    expect(within(dialog()).getByText('This EIN prefix is not one the IRS assigns')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('sends no TIN when none is typed: backup withholding applies until the W-9 comes', async () => {
    const user = quickUser();
    const calls = answerCalls({ 'POST /contractors': { status: 201, body: studio } });
    renderContractors(<ContractorDialog companyId={COMPANY} onClose={() => undefined} />);
    await user.click(within(dialog()).getByRole('button', { name: 'Business' }));
    await fill(user, field('Business legal name'), 'Blue Door Studio LLC');
    await fillAddress(user);
    await chooseOption(user, /Payment method/, 'Paper check');
    await user.click(within(dialog()).getByRole('button', { name: 'Add contractor' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({
      type: 'business',
      firstName: null,
      lastName: null,
      businessName: 'Blue Door Studio LLC',
      paymentMethod: 'check',
    });
    expect(calls[0]?.body).not.toHaveProperty('tin');
    expect(calls[0]?.body).not.toHaveProperty('tinType');
  });

  it('shows the server’s refusal of a TIN already on file next to the TIN', async () => {
    const user = quickUser();
    answerCalls({
      'POST /contractors': {
        status: 409,
        body: {
          status: 409,
          title: 'Conflict',
          code: 'contractor.duplicate_tin',
          detail: 'Another contractor of this company has this TIN.',
          errors: [
            { path: 'tin', message: 'is already on file', code: 'contractor.duplicate_tin' },
          ],
        },
      },
    });
    const onClose = vi.fn();
    renderContractors(<ContractorDialog companyId={COMPANY} onClose={onClose} />);
    await fill(user, field('First name'), 'Ana');
    await fill(user, field('Last name'), 'Pop');
    await fill(user, field('Taxpayer ID (TIN)'), '123-45-6789');
    await fillAddress(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Add contractor' }));

    const tin = field('Taxpayer ID (TIN)');
    await waitFor(() => expect(tin.getAttribute('aria-invalid')).toBe('true'));
    const helper = document.getElementById(tin.getAttribute('aria-describedby') ?? '');
    expect(helper?.textContent).toBe('Another contractor of this company has this TIN');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('changes a contractor at the version read and keeps the TIN on file when left empty, in French', async () => {
    const user = quickUser();
    const calls = answerCalls({
      [`PATCH /contractors/${ana.id}`]: { status: 200, body: { ...ana, version: 3 } },
    });
    const onClose = vi.fn();
    renderContractors(<ContractorDialog companyId={COMPANY} contractor={ana} onClose={onClose} />, {
      locale: 'fr',
    });
    expect(within(dialog()).getByRole('heading', { level: 2 }).textContent).toBe(
      'Modifier le prestataire',
    );
    expect(within(dialog()).getByTestId('tin-on-file').textContent).toBe(
      'Enregistré : ***-**-6789',
    );
    await user.clear(field('Ville'));
    await fill(user, field('Ville'), 'Dallas');
    await user.click(
      within(dialog()).getByRole('button', { name: 'Enregistrer les modifications' }),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]).toMatchObject({ method: 'PATCH', url: `/contractors/${ana.id}` });
    expect(calls[0]?.body).toMatchObject({ version: 2, address: { city: 'Dallas' } });
    expect(calls[0]?.body).not.toHaveProperty('tin');
    // The email is the contractor's sign-in: sent only when it changes.
    expect(calls[0]?.body).not.toHaveProperty('email');
  });
});
