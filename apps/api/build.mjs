// Bundles the API and the workspace packages it uses into ESM files; npm dependencies stay
// external and load from node_modules.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const manifest = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8'));
const rootManifest = JSON.parse(readFileSync(join(here, '../../package.json'), 'utf8'));
// Workspace packages are TypeScript source: they are bundled, never external.
const external = [...Object.keys(manifest.dependencies ?? {}), 'zod'].filter(
  (name) => !name.startsWith('@paydesk/'),
);

await build({
  // main.js is the API process; cluster.js the primary of `npm run start:cluster`, which starts
  // several main.js processes behind one port.
  entryPoints: { main: join(here, 'src/main.ts'), cluster: join(here, 'src/cluster.ts') },
  outdir: join(here, 'dist'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  external,
  sourcemap: true,
  logLevel: 'warning',
  define: { __PAYDESK_VERSION__: JSON.stringify(rootManifest.version) },
  banner: {
    js: "import { createRequire as __paydeskCreateRequire } from 'node:module'; const require = __paydeskCreateRequire(import.meta.url);",
  },
});
console.log('API bundled into apps/api/dist/main.js and cluster.js');
