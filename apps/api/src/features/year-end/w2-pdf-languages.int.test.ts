import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { payrollHarness } from '@paydesk/api/test-support/payroll-harness';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';

const { state, call, commitBonus } = payrollHarness({ paidBy: 'check' });

type EmployeeW2 = { boxes: { '1': number }; employer: { ein: string } };

const boxAmount = (cents: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(cents / 100);

/** The employee's W-2 PDF as its reader asks for it, and its text. */
async function copiesIn(acceptLanguage: string | null) {
  const file = await call('GET', `/api/employees/${state.ethan}/w2/2026/file`, {
    headers: acceptLanguage === null ? {} : { 'Accept-Language': acceptLanguage },
  });
  expect(file.statusCode, file.body).toBe(200);
  const document = await getDocumentProxy(new Uint8Array(file.rawPayload));
  const { text } = await extractText(document, { mergePages: true });
  return { text, pages: document.numPages };
}

describe(`the employee's W-2 PDF in the reader's language on ${testDatabaseKind()}`, () => {
  let w2: EmployeeW2;

  it('writes the heading and the copies’ names in French; the form, box 1 and the EIN stay', async () => {
    // The demo employee is hourly: a bonus gives their W-2 a box 1 to look for.
    await commitBonus({ employeeIds: [state.ethan], bonusCents: 250_000, payDate: '2026-12-18' });
    w2 = (await call('GET', `/api/employees/${state.ethan}/w2/2026`)).json<EmployeeW2>();
    expect(w2.boxes['1']).toBeGreaterThan(0);
    const { text, pages } = await copiesIn('fr-FR,fr;q=0.9,en;q=0.5');
    expect(pages).toBe(1);
    expect(text).toContain('Formulaire W-2 2026 : vos exemplaires B, C et 2');
    expect(text).toContain('Exemplaire B — À joindre à la déclaration fédérale');
    expect(text).toContain('Exemplaire C — À conserver par le salarié.');
    expect(text).not.toContain('Copy B');
    // The form itself is the IRS's, in English.
    expect(text.match(/Wage and Tax Statement/g)?.length).toBe(3);
    expect(text).toContain('Wages, tips, other compensation');
    expect(text).toContain(boxAmount(w2.boxes['1']));
    expect(text).toContain(w2.employer.ein);
  });

  it('writes them in Chinese, in a face that has the characters', async () => {
    const { text } = await copiesIn('zh-CN,zh;q=0.9');
    expect(text).toContain('供员工存档');
    expect(text).toContain('联邦所得税申报表');
    expect(text).toContain('社会安全号码仅显示最后四位');
    expect(text).toContain('Wages, tips, other compensation');
    expect(text).toContain(boxAmount(w2.boxes['1']));
    expect(text).toContain(w2.employer.ein);
  });

  it('speaks Romanian too, and English when the reader asks for no language it speaks', async () => {
    const romanian = await copiesIn('ro');
    expect(romanian.text).toContain('Exemplarul C — Pentru evidența angajatului.');
    for (const header of ['de-DE', null]) {
      const { text } = await copiesIn(header);
      expect(text).toContain('Form W-2 for 2026: your copies B, C and 2');
      for (const copy of ['Copy B —', 'Copy C —', 'Copy 2 —']) expect(text).toContain(copy);
    }
  });
});
