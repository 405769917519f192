import { readAch, validateAch } from '@paydesk/ach';
import { ACH_FILE_MAX_PAYROLLS } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import { newId } from '@paydesk/api/platform/ids';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';
import { achHarness } from './ach-files.test-kit';

const { state, call, db, count, commitNextPayroll, commitBonus, signInAgain, generateFile } =
  achHarness();

type Problem = { code: string; detail: string; errors?: { path: string; message: string }[] };

const preview = (payrolls: string[]) =>
  call('POST', '/api/payments/ach/preview', { payload: { payrolls } });
const generate = (payrolls: string[]) =>
  call('POST', '/api/payments/ach/files', { payload: { payrolls } });

/** The same refusal from the preview and the generation, and no file written. */
async function refusedAlike(payrolls: string[], status: number, code: string) {
  const files = await count('ach_files');
  const previewed = await preview(payrolls);
  const generated = await generate(payrolls);
  expect(previewed.statusCode, previewed.body).toBe(status);
  expect(generated.statusCode, generated.body).toBe(status);
  expect(generated.headers['content-type']).toContain('application/problem+json');
  const problem = generated.json<Problem>();
  expect(problem.code).toBe(code);
  expect(previewed.json<Problem>()).toMatchObject({
    code,
    detail: problem.detail,
    ...(problem.errors ? { errors: problem.errors } : {}),
  });
  expect(await count('ach_files')).toBe(files);
  return generated;
}

describe(`what NACHA allows in a file, on ${testDatabaseKind()}`, () => {
  const salaried: string[] = [];

  it('writes Chinese and emoji names in readable ASCII and keeps the originals', async () => {
    // Salaried, so that the next payroll pays them something.
    const [chinesePerson, emojiPerson] = await db()
      .selectFrom('employees')
      .select(['id', 'employee_number'])
      .where('company_id', '=', state.lakeside)
      .where('status', '=', 'active')
      .where('onboarding_complete', '=', 1)
      .where('payment_type', '=', 'salary')
      .where('email', '!=', 'owner@paydesk.test')
      .orderBy('id')
      .execute();
    salaried.push(chinesePerson!.id, emojiPerson!.id);
    expect(emojiPerson, 'two salaried bakery employees').toBeDefined();
    await db()
      .updateTable('companies')
      .set({ name: '湖畔面包店' })
      .where('id', '=', state.lakeside)
      .execute();
    await db()
      .updateTable('employees')
      .set({ first_name: '伟', last_name: '王' })
      .where('id', '=', chinesePerson!.id)
      .execute();
    await db()
      .updateTable('employees')
      .set({ first_name: '😀', last_name: '🎉' })
      .where('id', '=', emojiPerson!.id)
      .execute();
    const payroll = await commitNextPayroll(state.lakeside, state.lakesideGroup, 'owner');

    const previewed = await preview([payroll.id]);
    expect(previewed.statusCode, previewed.body).toBe(200);
    expect(previewed.json().batches[0].companyName).toBe('湖畔面包店');
    const fileId = await generateFile([payroll.id]);
    const text = (await call('GET', `/api/payments/ach/files/${fileId}`)).body;
    expect(validateAch(text, { requireBalanced: true })).toEqual({ valid: true, findings: [] });
    const batch = readAch(text).file!.batches[0]!;
    expect(batch.companyName).toBe('HU PAN MIAN BAO');
    const names = batch.entries.map((entry) => entry.individualName);
    expect(names, JSON.stringify(names)).toContain('WEI WANG');
    const standIn = emojiPerson!.employee_number?.toUpperCase();
    expect(standIn, 'the seeded employee number').toBeTruthy();
    expect(names).toContain(standIn);
    for (const name of names) expect(name).toMatch(/^[A-Z0-9][ -~]*$/);

    const company = await db()
      .selectFrom('companies')
      .select('name')
      .where('id', '=', state.lakeside)
      .executeTakeFirstOrThrow();
    expect(company.name).toBe('湖畔面包店');
    const renamed = await db()
      .selectFrom('employees')
      .select(['first_name', 'last_name'])
      .where('id', '=', chinesePerson!.id)
      .executeTakeFirstOrThrow();
    expect(renamed).toEqual({ first_name: '伟', last_name: '王' });
  });

  it("refuses payrolls whose deposits outgrow the company's one debit, where the preview does", async () => {
    // About $53 million each, one person each (a year's wages stay within the engine's 10
    // digits): either payroll fits the file, both of one company do not fit its one debit.
    const first = await commitBonus({
      employeeIds: [salaried[0]!],
      bonusCents: 9_500_000_000,
      payDate: '2026-12-11',
    });
    const second = await commitBonus({
      employeeIds: [salaried[1]!],
      bonusCents: 9_500_000_000,
      payDate: '2026-12-18',
    });
    const refused = await refusedAlike([first, second], 422, 'ach_file.amount_too_large');
    expect(refused.json<Problem>().errors).toEqual([
      {
        path: 'payrolls.0',
        code: 'ach_file.amount_too_large',
        message: expect.stringContaining('separate files'),
      },
    ]);
    await generateFile([first]);
    await generateFile([second]);
  });

  it('refuses the 37th file of a day, saying when the next one can be made', async () => {
    const today = state.harness.clock.now().toISOString().slice(0, 10);
    const made = await count('ach_files');
    // Files 1 to 35 of the day, as rows: only their number matters here.
    await db()
      .insertInto('ach_files')
      .values(
        Array.from({ length: 35 - made }, (_, i) => ({
          id: `00000000-0000-7000-8000-${String(i).padStart(12, '0')}`,
          created_at: `${today}T00:00:${String(i).padStart(2, '0')}.000Z`,
          created_by_user_id: null,
          effective_entry_date: '2026-12-04',
          file_id_modifier: '-',
          entry_count: 0,
          total_credit_cents: 0,
          total_debit_cents: 0,
          content_encrypted: '-',
        })),
      )
      .execute();
    const redwood = await commitNextPayroll(state.redwood, state.redwoodGroup, 'admin');
    const lakeside = await commitNextPayroll(state.lakeside, state.lakesideGroup, 'owner');
    const last = await call('POST', '/api/payments/ach/files', {
      as: 'admin',
      payload: { payrolls: [redwood.id] },
    });
    expect(last.statusCode, last.body).toBe(201);
    const stored = await db()
      .selectFrom('ach_files')
      .select('file_id_modifier')
      .where('id', '=', last.json().id)
      .executeTakeFirstOrThrow();
    expect(stored.file_id_modifier).toBe('9');

    const refused = await refusedAlike([lakeside.id], 409, 'ach_file.daily_limit_reached');
    expect(refused.json<Problem>().detail).toContain(`${today} (UTC)`);
    expect(refused.json<Problem>().detail).toContain('2026-11-25 00:00 UTC');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    state.harness.clock.advance(
      Date.parse('2026-11-25T00:00:01Z') - state.harness.clock.now().getTime(),
    );
    await signInAgain();
    const next = await generate([lakeside.id]);
    expect(next.statusCode, next.body).toBe(201);
    const text = (await call('GET', `/api/payments/ach/files/${next.json().id}`)).body;
    expect(readAch(text).file?.fileIdModifier).toBe('A');
  });

  it(`reads a request of ${ACH_FILE_MAX_PAYROLLS} payrolls and refuses one more as a bad request`, async () => {
    const ids = Array.from({ length: ACH_FILE_MAX_PAYROLLS + 1 }, () => newId());
    const files = await count('ach_files');
    for (const send of [preview, generate]) {
      const tooMany = await send(ids);
      expect(tooMany.statusCode, tooMany.body).toBe(400);
      expect(tooMany.json<Problem>().errors).toContainEqual(
        expect.objectContaining({
          path: 'body.payrolls',
          message: `Choose at most ${ACH_FILE_MAX_PAYROLLS} payrolls`,
        }),
      );
    }
    // At the limit the request is read: what refuses it is its first payroll, unknown.
    const atLimit = await generate(ids.slice(1));
    expect(atLimit.json<Problem>()).toMatchObject({
      code: 'ach_file.payroll_not_found',
      errors: [expect.objectContaining({ path: 'payrolls.0' })],
    });
    expect(await count('ach_files')).toBe(files);
  });
});
