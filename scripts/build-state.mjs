// Knows whether the built SPA and API are older than their sources.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const sourceRoots = {
  web: [
    'apps/web/src',
    'apps/web/build',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'packages/contracts/src',
  ],
  api: ['apps/api/src', 'packages/contracts/src', 'packages/engine/src', 'packages/ach/src'],
};
const outputs = { web: 'apps/web/dist/index.html', api: 'apps/api/dist/main.js' };

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** The parts ('web', 'api') whose build is missing or older than a source file. */
export function staleParts() {
  return Object.keys(outputs).filter((part) => {
    const output = outputs[part];
    if (!existsSync(output)) return true;
    const built = statSync(output).mtimeMs;
    return sourceRoots[part].some((root) => newestMtime(root) > built);
  });
}
