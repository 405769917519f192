// `tsc --noEmit` for every workspace, each with its own tsconfig. Incremental: tsc keeps what it
// learnt in node_modules/.cache/tsc (a fresh clone starts empty) and checks again only what a change
// can affect, so a second run takes seconds.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
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
const tsc = 'node_modules/typescript/bin/tsc';
const cache = 'node_modules/.cache/tsc';
mkdirSync(cache, { recursive: true });
let failed = false;
for (const project of projects) {
  if (!existsSync(`${project}/tsconfig.json`)) continue;
  if (!hasTypeScript(project)) {
    console.log(`tsc ${project}: no TypeScript sources yet`);
    continue;
  }
  const buildInfo = join(cache, `${project.replaceAll('/', '-')}.tsbuildinfo`);
  const run = spawnSync(
    process.execPath,
    [tsc, '--noEmit', '--incremental', '--tsBuildInfoFile', buildInfo, '-p', project],
    { stdio: 'inherit' },
  );
  console.log(`tsc ${project}: ${run.status === 0 ? 'ok' : 'failed'}`);
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
