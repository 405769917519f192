// Builds the SPA and the API when they are missing or older than their sources.
import { spawnSync } from 'node:child_process';
import { staleParts } from './build-state.mjs';

export function ensureBuilt() {
  // The browser tests start `npm start` while other test files use the same build: a rebuild then
  // would swap the files under their servers, so they ask for the build as it is.
  if (process.env.PAYDESK_KEEP_BUILD === '1') return;
  for (const part of staleParts()) {
    const workspace = part === 'web' ? '@paydesk/web' : '@paydesk/api';
    console.log(`Building ${part}…`);
    const run = spawnSync('npm', ['run', '-s', 'build', '-w', workspace], { stdio: 'inherit' });
    if (run.status !== 0) process.exit(run.status ?? 1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) ensureBuilt();
