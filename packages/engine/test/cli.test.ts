import { spawnSync } from 'node:child_process';
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
});
