import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runPaycheckCli } from '../src/cli/run-paycheck-cli';
import { calculatePaycheck } from '../src/gross-to-net';
import { paycheckInput } from './support/requests';

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

describe('runPaycheckCli', () => {
  it('prints the result as JSON and exits 0', () => {
    const input = paycheckInput({ state: { code: 'IL', basicAllowances: 1 } });
    const outcome = runPaycheckCli(JSON.stringify(input));
    expect(outcome.exitCode).toBe(0);
    expect(JSON.parse(outcome.stdout)).toEqual(calculatePaycheck(input));
  });

  it('takes a state certificate: Indiana WH-4 with a county', () => {
    const input = paycheckInput({
      state: { code: 'IN', personalExemptions: 1, countyOfResidence: '68' },
    });
    const outcome = runPaycheckCli(JSON.stringify(input));
    expect(outcome.exitCode).toBe(0);
    // 1,961.54 × 2.95% = 57.87 state + × 3.0% (Randolph) = 58.85 county
    expect(JSON.parse(outcome.stdout)).toMatchObject({
      employeeTaxes: { stateIncomeTaxCents: 11_672 },
    });
  });

  it('names a field of the wrong state’s certificate and exits 1', () => {
    const outcome = runPaycheckCli(
      JSON.stringify(paycheckInput({ state: { code: 'MA', basicAllowances: 1 } })),
    );
    expect(outcome.exitCode).toBe(1);
    expect(JSON.parse(outcome.stdout)).toEqual({
      error: {
        field: 'state.basicAllowances',
        message: expect.stringContaining('is not a field of the M-4'),
      },
    });
  });

  it('names the bad field and exits 1', () => {
    const outcome = runPaycheckCli(
      JSON.stringify(paycheckInput({ earnings: [{ kind: 'hourly', hours: -1, rateCents: 100 }] })),
    );
    expect(outcome.exitCode).toBe(1);
    expect(JSON.parse(outcome.stdout)).toEqual({
      error: { field: 'earnings[0].hours', message: 'must not be negative' },
    });
  });

  it('refuses text that is not JSON', () => {
    const outcome = runPaycheckCli('{"taxYear": 2026,');
    expect(outcome.exitCode).toBe(1);
    expect(JSON.parse(outcome.stdout)).toMatchObject({
      error: { field: 'request', message: expect.stringContaining('is not valid JSON') },
    });
  });
});

describe('paycheck CLI process', () => {
  it('reads stdin and writes stdout from the repository root', { timeout: 30_000 }, () => {
    const run = (input: string) =>
      spawnSync('npx', ['tsx', 'packages/engine/src/cli/paycheck.ts'], {
        cwd: REPO_ROOT,
        input,
        encoding: 'utf8',
      });
    const ok = run(JSON.stringify(paycheckInput()));
    expect(ok.status).toBe(0);
    expect(JSON.parse(ok.stdout)).toMatchObject({ grossCents: 200_000 });

    const bad = run(JSON.stringify(paycheckInput({ state: { code: 'ZZ' } })));
    expect(bad.status).toBe(1);
    expect(JSON.parse(bad.stdout)).toMatchObject({ error: { field: 'state.code' } });
  });

  it('runs as `npm run -s paycheck < file.json`: Colorado with FAMLI', { timeout: 30_000 }, () => {
    const file = join(mkdtempSync(join(tmpdir(), 'paycheck-')), 'colorado.json');
    writeFileSync(file, JSON.stringify(paycheckInput({ state: { code: 'CO' } })));
    const run = spawnSync('sh', ['-c', `npm run -s paycheck < "${file}"`], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    // 46,500 × 4.40% ÷ 26 = 78.69; FAMLI 0.44% × 2,000 = 8.80 each side
    expect(JSON.parse(run.stdout)).toMatchObject({
      employeeTaxes: { stateIncomeTaxCents: 7_869, otherCents: 880 },
      employerTaxes: { otherCents: 880 },
    });
  });

  it('runs as `npm run -s paycheck < file.json`: NYC resident', { timeout: 30_000 }, () => {
    const file = join(mkdtempSync(join(tmpdir(), 'paycheck-')), 'new-york.json');
    const input = paycheckInput({
      payFrequency: 'weekly',
      earnings: [{ kind: 'salary', amountCents: 40_000 }],
      state: { code: 'NY', allowances: 3, cityAllowances: 3, residence: 'new_york_city' },
    });
    writeFileSync(file, JSON.stringify(input));
    const run = spawnSync('sh', ['-c', `npm run -s paycheck < "${file}"`], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    const result: unknown = JSON.parse(run.stdout);
    expect(result).toEqual(calculatePaycheck(input));
    // NYS-50-T examples Single 1: NYS $8.01 and NYC $6.11; PFL 0.432% × 400 = 1.73
    expect(result).toMatchObject({
      employeeTaxes: { stateIncomeTaxCents: 14_12, otherCents: 1_73 },
    });
  });
});
