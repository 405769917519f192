import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/run-cli';
import type { CliIo } from '../src/cli/run-cli';
import { edit, fixturePath, readFixture } from './helpers';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

function io(stdin = '', files: Record<string, string> = {}): CliIo {
  return {
    readStdin: () => stdin,
    readFile: (path) => {
      const text = files[path];
      if (text === undefined) throw new Error('ENOENT: no such file');
      return text;
    },
  };
}

const PAYROLL = readFixture('payroll-ppd-balanced.ach');
const RETURNS = readFixture('return-r03-r15-c01.ach');
const INPUT = readFileSync(fixturePath('payroll-input.json'), 'utf8');

describe('ach CLI', () => {
  it('build writes the file to stdout', () => {
    expect(runCli(['build'], io(INPUT))).toEqual({ exitCode: 0, stdout: PAYROLL, stderr: '' });
  });

  it('build exits 1 with a JSON list of findings for a bad input', () => {
    const bad = INPUT.replace('"231380104"', '"231380105"');
    const result = runCli(['build'], io(bad));
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toBe('');
    expect(JSON.parse(result.stderr)).toEqual([
      expect.objectContaining({
        path: 'batches[0].entries[0].routingNumber',
        batchIndex: 0,
        entryIndex: 0,
        field: 'routingNumber',
        rule: 'check-digit',
      }),
    ]);
    const notJson = runCli(['build'], io('{'));
    expect(notJson.exitCode).toBe(1);
    expect(JSON.parse(notJson.stderr)[0].rule).toBe('input-type');
  });

  it('returns prints the returns and NOCs of a return file as JSON', () => {
    const result = runCli(['returns', 'r.ach'], io('', { 'r.ach': RETURNS }));
    expect(result.exitCode).toBe(0);
    const printed = JSON.parse(result.stdout);
    expect(printed.returns.map((r: { returnCode: string }) => r.returnCode)).toEqual([
      'R03',
      'R15',
    ]);
    expect(printed.notificationsOfChange[0].changeCode).toBe('C01');
    expect(printed.findings).toEqual([]);
  });

  it('returns exits 1 for a broken return file, 2 for usage', () => {
    const broken = runCli(['returns', 'r.ach'], io('', { 'r.ach': edit(RETURNS, 4, 2, '05') }));
    expect(broken.exitCode).toBe(1);
    expect(JSON.parse(broken.stdout).findings[0].rule).toBe('addenda-type');
    expect(runCli(['returns', 'r.ach', '--require-balanced'], io()).exitCode).toBe(2);
    expect(runCli(['returns'], io()).exitCode).toBe(2);
    expect(runCli(['returns', 'missing.ach'], io()).exitCode).toBe(2);
  });

  it('validate exits 0 and prints nothing for a valid file', () => {
    expect(runCli(['validate', 'f.ach'], io('', { 'f.ach': PAYROLL }))).toEqual({
      exitCode: 0,
      stdout: '',
      stderr: '',
    });
  });

  it('validate exits 1 with one line per finding', () => {
    const broken = edit(edit(PAYROLL, 3, 12, '5'), 8, 8, '000002');
    const result = runCli(['validate', 'f.ach'], io('', { 'f.ach': broken }));
    expect(result.exitCode).toBe(1);
    expect(result.stdout.trimEnd().split('\n')).toEqual([
      'line 3: Check Digit: routing number 231380105 has check digit 5, expected 4 [check-digit]',
      'line 8: Block Count: is 000002, 8 records make 000001 [block-count]',
    ]);
  });

  it('validate --lenient accepts short lines with warnings; --require-balanced rejects unbalanced files', () => {
    const files = {
      'd.ach': readFixture('moov-ppd-debit.ach'),
      'w.ach': readFixture('moov-web-debit.ach'),
    };
    expect(runCli(['validate', 'd.ach'], io('', files)).exitCode).toBe(1);
    const lenient = runCli(['validate', 'd.ach', '--lenient'], io('', files));
    expect(lenient.exitCode).toBe(0);
    expect(lenient.stdout).toContain('line 1: Record: is 75 characters, expected 94');
    expect(lenient.stdout).toContain('[record-length, warning]');
    expect(runCli(['validate', 'w.ach'], io('', files)).exitCode).toBe(0);
    const balanced = runCli(['validate', '--require-balanced', 'w.ach'], io('', files));
    expect(balanced.exitCode).toBe(1);
    expect(balanced.stdout.split('\n')[0]).toMatch(/^line 7: Total Dollar Amount: .*\[balanced\]$/);
  });

  it('describe prints a JSON summary', () => {
    const result = runCli(['describe', 'f.ach'], io('', { 'f.ach': PAYROLL }));
    expect(result.exitCode).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ batchCount: 1, entryCount: 4, findings: [] });
  });

  it('exits 2 on usage errors and unreadable files', () => {
    expect(runCli([], io()).exitCode).toBe(2);
    expect(runCli(['frobnicate'], io()).exitCode).toBe(2);
    expect(runCli(['validate'], io()).exitCode).toBe(2);
    expect(runCli(['validate', 'a', 'b'], io()).exitCode).toBe(2);
    expect(runCli(['validate', 'f.ach', '--strict'], io()).exitCode).toBe(2);
    const missing = runCli(['validate', 'nowhere.ach'], io());
    expect(missing).toMatchObject({ exitCode: 2, stdout: '' });
    expect(missing.stderr).toContain('cannot read nowhere.ach');
    expect(runCli(['--help'], io()).stdout).toContain('Usage');
  });

  it('runs as a process: build on stdin, validate a file', () => {
    const main = 'packages/ach/src/cli/main.ts';
    const build = spawnSync('npx', ['tsx', main, 'build'], {
      cwd: ROOT,
      input: INPUT,
      encoding: 'latin1',
    });
    expect(build.status).toBe(0);
    expect(build.stdout).toBe(PAYROLL);
    const validate = spawnSync(
      'npx',
      ['tsx', main, 'validate', fixturePath('moov-ppd-debit.ach')],
      {
        cwd: ROOT,
        encoding: 'utf8',
      },
    );
    expect(validate.status).toBe(1);
    expect(validate.stdout).toContain(
      'line 5: Record: is 55 characters, expected 94 [record-length]',
    );
  }, 30_000);
});
