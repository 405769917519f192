// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StateTaxIdsDialog } from '../components/state-tax-ids-dialog';
import { answerCalls, collectToasts, renderYearEnd, DIALOG_TEST_TIMEOUT } from './render-year-end';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const COMPANY = '01890f2e-7c1a-7b3e-9f00-000000000001';
const path = `/companies/${COMPANY}/state-tax-ids`;
const onFile = {
  items: [{ state: 'CA', number: '123-4567-8', version: 3, updatedAt: '2026-11-20T10:00:00Z' }],
};
const dialog = () => screen.getByRole('dialog');
const field = async (name: string) => within(dialog()).findByRole('textbox', { name });
const user = () => userEvent.setup({ delay: null });

describe('the employer’s state ID numbers dialog', { timeout: DIALOG_TEST_TIMEOUT }, () => {
  it('asks for each state the W-2s lack, shows those on file, and sends only what changed', async () => {
    const typing = user();
    const calls = answerCalls({
      [`GET ${path}`]: { status: 200, body: onFile },
      [`PUT ${path}`]: {
        status: 200,
        body: {
          items: [
            ...onFile.items,
            { state: 'IL', number: '1234-5678', version: 1, updatedAt: '2026-11-27T09:00:00Z' },
          ],
        },
      },
    });
    const toasts = collectToasts();
    const onClose = vi.fn();
    renderYearEnd(<StateTaxIdsDialog companyId={COMPANY} missing={['IL']} onClose={onClose} />);
    expect(within(dialog()).getByRole('heading').textContent).toBe("Employer's state ID numbers");
    const illinois = await field('Illinois (IL)');
    const california = await field('California (CA)');
    expect((california as HTMLInputElement).value).toBe('123-4567-8');
    expect((illinois as HTMLInputElement).value).toBe('');

    await typing.click(illinois);
    await typing.paste(' 1234-5678 ');
    await typing.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        url: path,
        body: { items: [{ state: 'IL', number: '1234-5678', version: 0 }] },
      },
    ]);
    expect(toasts).toEqual([{ text: 'State ID numbers saved', variant: 'success' }]);
  });

  it('says beside a field what the number must be, and sends nothing', async () => {
    const typing = user();
    const calls = answerCalls({ [`GET ${path}`]: { status: 200, body: { items: [] } } });
    const onClose = vi.fn();
    renderYearEnd(<StateTaxIdsDialog companyId={COMPANY} missing={['IL']} onClose={onClose} />);
    await typing.click(await field('Illinois (IL)'));
    await typing.paste('12 34/5');
    await typing.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await within(dialog()).findByText(
      "Use 1 to 20 letters, digits and hyphens, as the state's notice writes it",
    );
    expect(calls.map((call) => call.method)).toEqual(['GET']);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('removes an emptied number at the version read, and shows the server’s refusal', async () => {
    const typing = user();
    const detail =
      'The state ID number of CA was changed by someone else in the meantime. Reload the numbers and try again.';
    const calls = answerCalls({
      [`GET ${path}`]: { status: 200, body: onFile },
      [`PUT ${path}`]: {
        status: 409,
        body: { type: 'about:blank', title: 'Conflict', status: 409, detail },
      },
    });
    const onClose = vi.fn();
    renderYearEnd(<StateTaxIdsDialog companyId={COMPANY} missing={[]} onClose={onClose} />);
    await typing.clear(await field('California (CA)'));
    await typing.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect((await within(dialog()).findByRole('alert')).textContent).toBe(detail);
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      items: [{ state: 'CA', number: null, version: 3 }],
    });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('speaks the reader’s language', async () => {
    answerCalls({ [`GET ${path}`]: { status: 200, body: { items: [] } } });
    renderYearEnd(
      <StateTaxIdsDialog companyId={COMPANY} missing={['IL']} onClose={() => undefined} />,
      'fr',
    );
    expect(within(dialog()).getByRole('heading').textContent).toBe(
      'Numéros d’employeur auprès des États',
    );
    await field('Illinois (IL)');
    expect(within(dialog()).getByRole('button', { name: 'Enregistrer' })).toBeTruthy();
  });
});
