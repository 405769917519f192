// Runs the benchmarks in turn; each prints its own figures. `npm run bench -- first-page api`
// runs only the ones named (start, first-page, api, engine, engine-deductions, ach,
// session-check, payroll, pay-stubs, ach-flow, payday).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const benches = [
  { name: 'start', command: ['node', 'scripts/bench-start.mjs'] },
  { name: 'first-page', command: ['node', 'scripts/bench-first-page.mjs'] },
  { name: 'api', command: ['node', 'scripts/bench-api.mjs'] },
  { name: 'engine', command: ['npx', 'tsx', '--expose-gc', 'packages/engine/bench/run.ts'] },
  {
    name: 'engine-deductions',
    command: ['npx', 'tsx', '--expose-gc', 'packages/engine/bench/deductions.ts'],
  },
  { name: 'ach', command: ['npx', 'tsx', '--expose-gc', 'packages/ach/bench/run.ts'] },
  {
    name: 'session-check',
    command: ['npx', 'tsx', '--expose-gc', 'apps/api/bench/session-check.ts'],
  },
  {
    name: 'payroll',
    command: ['npx', 'tsx', '--expose-gc', 'apps/api/bench/payroll.ts'],
  },
  {
    name: 'pay-stubs',
    command: ['npx', 'tsx', 'apps/api/bench/pay-stubs.ts'],
  },
  {
    name: 'ach-flow',
    command: ['npx', 'tsx', '--expose-gc', 'apps/api/bench/ach-flow.ts'],
  },
  {
    name: 'payday',
    command: ['npx', 'tsx', 'apps/api/bench/payday.ts'],
  },
];
const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !benches.some((bench) => bench.name === name));
if (unknown.length > 0) {
  console.error(`No benchmark named ${unknown.join(', ')}.`);
  process.exit(2);
}

let failed = false;
if (spawnSync('node', ['scripts/ensure-built.mjs'], { stdio: 'inherit' }).status !== 0)
  process.exit(1);
for (const { name, command } of benches) {
  if (wanted.length > 0 && !wanted.includes(name)) continue;
  const file = command.at(-1);
  if (!existsSync(file)) continue;
  console.log(`\n== ${name} (${file})`);
  const [program, ...args] = command;
  if (spawnSync(program, args, { stdio: 'inherit' }).status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
