// Runs every package's benchmark in turn; each prints its own figures.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const benches = [
  'packages/engine/bench/run.ts',
  'packages/ach/bench/run.ts',
  'apps/api/bench/session-check.ts',
  'apps/api/bench/payroll.ts',
];
let failed = false;
console.log('== start-up (scripts/bench-start.mjs)');
if (spawnSync('node', ['scripts/ensure-built.mjs'], { stdio: 'inherit' }).status !== 0)
  failed = true;
if (spawnSync('node', ['scripts/bench-start.mjs'], { stdio: 'inherit' }).status !== 0)
  failed = true;
for (const file of benches) {
  if (!existsSync(file)) continue;
  console.log(`\n== ${file}`);
  const run = spawnSync('npx', ['tsx', '--expose-gc', file], { stdio: 'inherit' });
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
