// Builds the SPA and the API when they are missing or older than their sources.
import { spawnSync } from 'node:child_process';
import { staleParts } from './build-state.mjs';

export function ensureBuilt() {
  for (const part of staleParts()) {
    const workspace = part === 'web' ? '@paydesk/web' : '@paydesk/api';
    console.log(`Building ${part}…`);
    const run = spawnSync('npm', ['run', '-s', 'build', '-w', workspace], { stdio: 'inherit' });
    if (run.status !== 0) process.exit(run.status ?? 1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) ensureBuilt();
