// `npm run keys:rotate`: re-encrypts every secret from ENCRYPTION_KEY (the current key, or the
// development key in DATA_DIR) to NEW_ENCRYPTION_KEY. Afterwards, set ENCRYPTION_KEY to the new
// key (or replace DATA_DIR/encryption-key.txt with it) and restart.
import { loadConfig } from '@paydesk/api/config';
import { openDatabase } from '../database';
import { rotateSecrets } from '../rotate-secrets';

const next = process.env.NEW_ENCRYPTION_KEY ?? '';
if (!/^[0-9a-fA-F]{64}$/.test(next)) {
  console.error('NEW_ENCRYPTION_KEY must be 64 hexadecimal characters (a 256-bit key).');
  process.exit(1);
}
const config = loadConfig();
const database = openDatabase(config.database);
try {
  const moved = await rotateSecrets(database.db, config.encryptionKey, Buffer.from(next, 'hex'));
  console.log(
    `Re-encrypted ${moved} secrets on ${database.kind}. Now set ENCRYPTION_KEY to the new key and restart.`,
  );
} finally {
  await database.close();
}
