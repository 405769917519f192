// `npm run start:cluster`: several API processes on one PostgreSQL database behind one port
// (Node's cluster module). The primary (cluster/primary.ts) migrates, seeds the demo once and runs
// the hourly jobs; the processes it starts (`main.ts` with PAYDESK_CLUSTER_WORKER=1) only serve.
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config';
import {
  assertClusterDatabase,
  ClusterSettingsError,
  processCount,
} from './cluster/cluster-settings';

/** The API process's own entry, next to this one: the bundle's, or the source under tsx. */
const workerEntry = () =>
  fileURLToPath(
    new URL(import.meta.url.endsWith('.ts') ? './main.ts' : './main.js', import.meta.url),
  );

async function start(): Promise<void> {
  const config = loadConfig();
  // Refused before the rest of the API is even loaded.
  assertClusterDatabase(config.database);
  const count = processCount();
  const { runPrimary } = await import('./cluster/primary');
  await runPrimary(config, count, workerEntry());
}

start().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof ClusterSettingsError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
