// `npm run start:cluster`: build what is not built yet, then run several Paydesk API processes on
// one PostgreSQL database behind one port (PAYDESK_PROCESSES of them, one per core by default).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureBuilt } from './ensure-built.mjs';
import { assertSupportedNode } from './node-version.mjs';

assertSupportedNode();

ensureBuilt();
// A build made before the cluster existed has no cluster.js.
if (!existsSync('apps/api/dist/cluster.js') && process.env.PAYDESK_KEEP_BUILD !== '1') {
  const run = spawnSync('npm', ['run', '-s', 'build', '-w', '@paydesk/api'], { stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
await import('../apps/api/dist/cluster.js');
