// `tsc --noEmit` for every workspace, each with its own tsconfig.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const hasTypeScript = (dir) =>
  existsSync(dir) &&
  readdirSync(dir, { withFileTypes: true }).some((entry) =>
    entry.isDirectory()
      ? entry.name !== 'node_modules' && hasTypeScript(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name),
  );

const projects = [
  'packages/contracts',
  'packages/engine',
  'packages/ach',
  'apps/api',
  'apps/web',
  'e2e',
];
let failed = false;
for (const project of projects) {
  if (!existsSync(`${project}/tsconfig.json`)) continue;
  if (!hasTypeScript(project)) {
    console.log(`tsc ${project}: no TypeScript sources yet`);
    continue;
  }
  const run = spawnSync('npx', ['tsc', '--noEmit', '-p', project], { stdio: 'inherit' });
  console.log(`tsc ${project}: ${run.status === 0 ? 'ok' : 'failed'}`);
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
