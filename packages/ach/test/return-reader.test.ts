import { describe, expect, it } from 'vitest';
import { readAch, readReturnFile } from '../src/index';
import { edit, readFixture, replaceLine } from './helpers';

const FIXTURE = readFixture('return-r03-r15-c01.ach');

function keys(text: string): string[] {
  return readReturnFile(text).findings.map((f) => `${f.line}:${f.rule}:${f.severity}`);
}

describe('readReturnFile', () => {
  it('reads the returns and the notification of change of a bank return file', () => {
    const result = readReturnFile(FIXTURE);
    expect(result.findings).toEqual([]);
    expect(result.returns).toEqual([
      {
        kind: 'return',
        traceNumber: '231380100000001',
        originalTraceNumber: '121042880000002',
        returnCode: 'R03',
        reason: 'No Account/Unable to Locate Account',
        dateOfDeath: null,
        originalReceivingDfi: '23138010',
        addendaInformation: '',
        amountCents: 215433,
        transactionCode: 21,
        individualId: 'EMP001',
        individualName: 'ALICE SMITH',
      },
      {
        kind: 'return',
        traceNumber: '231380100000002',
        originalTraceNumber: '121042880000003',
        returnCode: 'R15',
        reason: 'Beneficiary or Account Holder (Other Than a Representative Payee) Deceased',
        dateOfDeath: '2026-01-05',
        originalReceivingDfi: '23138010',
        addendaInformation: 'ESTATE OF BOB JONES',
        amountCents: 98765,
        transactionCode: 31,
        individualId: 'EMP002',
        individualName: 'BOB JONES',
      },
    ]);
    expect(result.notificationsOfChange).toEqual([
      {
        kind: 'noc',
        traceNumber: '011000010000001',
        originalTraceNumber: '121042880000004',
        changeCode: 'C01',
        changeReason: 'Incorrect DFI Account Number',
        correctedData: '000777123',
        originalReceivingDfi: '01100001',
      },
    ]);
  });

  it('leaves the reader of originated files strict: addenda 98/99 stay refused there', () => {
    const read = readAch(FIXTURE);
    expect(read.valid).toBe(false);
    expect(read.findings.filter((f) => f.rule === 'addenda-type').map((f) => f.line)).toEqual([
      4, 6, 10,
    ]);
  });

  it('gives an error finding, and nothing else, for an empty or non-NACHA text', () => {
    expect(readReturnFile('')).toEqual({
      returns: [],
      notificationsOfChange: [],
      findings: [expect.objectContaining({ rule: 'empty-file', severity: 'error' })],
    });
    const prose = readReturnFile('Dear customer,\nplease find your returns attached.\n');
    expect(prose.returns).toEqual([]);
    expect(prose.findings.map((f) => f.rule)).toEqual(
      expect.arrayContaining(['record-length', 'file-header-missing', 'file-control-missing']),
    );
    expect(prose.findings.every((f) => f.severity === 'error')).toBe(true);
  });

  it('reports a short line (strict) and still reads the entries', () => {
    const short = replaceLine(FIXTURE, 12, FIXTURE.split('\n')[11]!.trimEnd());
    const result = readReturnFile(short);
    expect(keys(short)).toEqual(['12:record-length:error']);
    expect(result.returns).toHaveLength(2);
    expect(readReturnFile(short, { mode: 'lenient' }).findings[0]?.severity).toBe('warning');
  });

  it('reports an addenda of the wrong type', () => {
    // An addenda 05 where the return's 99 belongs, and a 99 in the COR batch.
    const wrong = edit(edit(FIXTURE, 4, 2, '05'), 10, 2, '99');
    expect(keys(wrong)).toEqual(['4:addenda-type:error', '10:addenda-type:error']);
    const result = readReturnFile(wrong);
    expect(result.returns.map((r) => r.returnCode)).toEqual(['R15']);
    expect(result.notificationsOfChange).toEqual([]);
  });

  it('reports unbalanced controls', () => {
    const unbalanced = edit(FIXTURE, 7, 33, '000000314199');
    expect(keys(unbalanced)).toEqual(['7:credit-total:error']);
    const file = edit(FIXTURE, 12, 44, '000000314000');
    expect(keys(file)).toEqual(['12:credit-total:error']);
  });

  it('reports an entry without its addenda, and a forward entry', () => {
    const noAddenda = edit(FIXTURE, 5, 79, '0');
    const lines = noAddenda.split('\n');
    lines.splice(5, 1);
    // The file keeps its final newline: the filler goes before it.
    lines.splice(lines.length - 1, 0, '9'.repeat(94));
    const text = edit(edit(lines.join('\n'), 6, 5, '000003'), 11, 14, '00000005');
    expect(keys(text)).toEqual(['5:return-addenda:error']);
    const forward = edit(FIXTURE, 3, 2, '22');
    expect(keys(forward)).toEqual(['3:return-entry:error', '5:mixed-categories:error']);
  });

  it('checks the fields of addenda 99 and 98', () => {
    expect(keys(edit(FIXTURE, 4, 4, 'R48'))).toEqual(['4:return-reason-code:error']);
    expect(readReturnFile(edit(FIXTURE, 4, 4, 'R48')).returns[0]?.reason).toBe('');
    expect(keys(edit(FIXTURE, 6, 22, '260230'))).toEqual(['6:date-of-death:error']);
    expect(keys(edit(FIXTURE, 4, 7, '12104288000000X'))).toEqual(['4:trace-number:error']);
    expect(keys(edit(FIXTURE, 4, 28, '2313801A'))).toEqual(['4:numeric:error']);
    expect(keys(edit(FIXTURE, 4, 80, '231380100000009'))).toEqual(['4:addenda-trace:error']);
    expect(keys(edit(FIXTURE, 10, 4, 'C15'))).toEqual(['10:change-code:error']);
    expect(keys(edit(FIXTURE, 10, 22, '260105'))).toEqual(['10:reserved:error']);
    expect(keys(edit(FIXTURE, 10, 70, 'X'))).toEqual(['10:reserved:error']);
    expect(keys(edit(FIXTURE, 10, 36, ' '.repeat(29)))).toEqual(['10:required:error']);
  });

  it('reports a notification of change that carries money', () => {
    const text = edit(edit(FIXTURE, 9, 30, '0000000001'), 11, 33, '000000000001');
    const withFile = edit(text, 12, 44, '000000314199');
    expect(keys(withFile)).toEqual(['9:noc-amount:error']);
  });
});
