import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';
import { achHarness } from './ach-files.test-kit';

const { state, call, commitNextPayroll } = achHarness();

const db = () => state.harness.context.database.db;
const generate = (payrollIds: string[]) =>
  call('POST', '/api/payments/ach/files', { as: 'admin', payload: { payrolls: payrollIds } });

describe(`ACH files made at the same time on ${testDatabaseKind()}`, () => {
  it('makes one file per payroll, each with trace numbers of its own', async () => {
    const payrolls = [
      await commitNextPayroll(state.lakeside, state.lakesideGroup),
      await commitNextPayroll(state.redwood, state.redwoodGroup),
      await commitNextPayroll(state.lakeside, state.lakesideGroup),
      await commitNextPayroll(state.redwood, state.redwoodGroup),
    ];
    const answers = await Promise.all(payrolls.map((payroll) => generate([payroll.id])));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(201);
    const fileIds = answers.map((answer) => answer.json<{ id: string }>().id);
    expect(new Set(fileIds).size).toBe(payrolls.length);

    const entries = await db()
      .selectFrom('ach_entries')
      .select(['trace_number', 'ach_file_id', 'payroll_id'])
      .execute();
    const traces = entries.map((entry) => entry.trace_number);
    expect(new Set(traces).size).toBe(traces.length);
    for (const [index, payroll] of payrolls.entries()) {
      const credits = entries.filter(
        (entry) => entry.ach_file_id === fileIds[index] && entry.payroll_id !== null,
      );
      expect(credits.length).toBeGreaterThan(0);
      expect(credits.every((entry) => entry.payroll_id === payroll.id)).toBe(true);
    }
    // Trace numbers follow on from file to file: no gap, no overlap.
    const sequences = traces.map((trace) => Number(trace.slice(8))).sort((a, b) => a - b);
    expect(sequences).toEqual(sequences.map((_, index) => sequences[0]! + index));
    // Made the same day, each file has a File ID Modifier of its own.
    const files = await db().selectFrom('ach_files').select('file_id_modifier').execute();
    expect(new Set(files.map((file) => file.file_id_modifier)).size).toBe(payrolls.length);

    for (const [index, payroll] of payrolls.entries()) {
      const read = await call('GET', `/api/payrolls/${payroll.id}`, {
        as: 'admin',
        company: index % 2 === 0 ? state.lakeside : state.redwood,
      });
      expect(read.json()).toMatchObject({ status: 'processing', achFileId: fileIds[index] });
    }
  });

  it('puts a payroll asked for several times at once in one file, the others a 409', async () => {
    const payroll = await commitNextPayroll(state.redwood, state.redwoodGroup);
    const filesBefore = await db().selectFrom('ach_files').select('id').execute();
    const answers = await Promise.all([1, 2, 3, 4].map(() => generate([payroll.id])));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses, answers.map((answer) => answer.body).join('\n')).toEqual([201, 409, 409, 409]);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json()).toMatchObject({ code: 'ach_file.payroll_in_file' });
      expect(answer.json().detail).toContain(payroll.id);
    }
    const filesAfter = await db().selectFrom('ach_files').select('id').execute();
    expect(filesAfter.length).toBe(filesBefore.length + 1);
    const holders = await db()
      .selectFrom('ach_file_payrolls')
      .select('ach_file_id')
      .where('payroll_id', '=', payroll.id)
      .execute();
    expect(holders).toEqual([
      { ach_file_id: answers.find((a) => a.statusCode === 201)!.json().id },
    ]);
  });
});
