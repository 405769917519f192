// The Node.js versions Paydesk runs on: the `engines` range of the root package.json.
import { readFileSync } from 'node:fs';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

/** The lowest supported version, from `engines.node` (">=20.19" → [20, 19, 0]). */
export const minimumNode = (manifest.engines.node.match(/\d+(\.\d+){0,2}/)?.[0] ?? '0')
  .split('.')
  .map(Number)
  .concat([0, 0])
  .slice(0, 3);

/** Whether a version string ("20.20.2") is at least the minimum. */
export function isSupportedNode(version) {
  const parts = version.replace(/^v/, '').split('.').map(Number);
  for (let i = 0; i < 3; i += 1) {
    if ((parts[i] ?? 0) !== minimumNode[i]) return (parts[i] ?? 0) > minimumNode[i];
  }
  return true;
}

/** Stops with a message naming both versions when this Node.js is too old. */
export function assertSupportedNode(version = process.versions.node) {
  if (isSupportedNode(version)) return;
  console.error(
    `Paydesk needs Node.js ${minimumNode.join('.')} or later (package.json "engines"); this is ${version}. ` +
      'Install a newer Node.js (https://nodejs.org) and run the command again.',
  );
  process.exit(1);
}
