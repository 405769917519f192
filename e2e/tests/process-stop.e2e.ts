import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const healthOf = async (url: string): Promise<number | 'down'> => {
  try {
    return (await fetch(`${url}/api/health`)).status;
  } catch {
    return 'down';
  }
};

async function until<T>(probe: () => Promise<T>, done: (value: T) => boolean, ms: number) {
  const deadline = Date.now() + ms;
  let value = await probe();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    value = await probe();
  }
  return value;
}

describe('stopping `npm start`', () => {
  it('stops serving when npm itself is sent SIGTERM', async () => {
    const port = 3950 + Math.floor(Math.random() * 40);
    const url = `http://127.0.0.1:${port}`;
    let output = '';
    const npm = spawn('npm', ['start'], {
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'paydesk-stop-')),
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        // The other test files are using this build: start it as it is, without rebuilding.
        PAYDESK_KEEP_BUILD: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    npm.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    npm.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    expect(
      await until(
        () => healthOf(url),
        (status) => status === 200,
        60_000,
      ),
      output,
    ).toBe(200);
    npm.kill('SIGTERM');
    expect(
      await until(
        () => healthOf(url),
        (status) => status === 'down',
        10_000,
      ),
      output,
    ).toBe('down');
  });
});
