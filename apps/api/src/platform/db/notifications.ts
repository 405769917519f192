import { PostgresAdapter, sql } from 'kysely';
import pg from 'pg';
import type { Db } from './database';

type PgClient = InstanceType<typeof pg.Client>;

/** How long a lost listener waits before it connects again. */
const RECONNECT_MS = 1_000;

/**
 * Tells every process listening on `channel` (PostgreSQL's NOTIFY): inside a transaction, when it
 * commits, so no one hears of a change that may still roll back. SQLite is one process: nothing
 * to tell.
 */
export async function notifyProcesses(db: Db, channel: string, payload: string): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`select pg_notify(${channel}, ${payload})`.execute(db);
}

export type ChannelListener = {
  /** Every message on the channel, in the order the transactions committed. */
  onMessage: (payload: string) => void;
  /** Listening (again): messages sent while it was not were lost. */
  onConnected: () => void;
  /** Not listening any more, until the next `onConnected`. */
  onLost: (error: Error) => void;
};

/**
 * Listens to `channel` on a connection of its own (a pooled one would be handed to queries) and
 * connects again a second after losing it. Answers the function that stops listening.
 */
export function listenToChannel(
  url: string,
  channel: string,
  listener: ChannelListener,
): () => Promise<void> {
  let current: PgClient | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const lose = (client: PgClient, error: Error) => {
    if (stopped) return;
    if (current === client) current = null;
    listener.onLost(error);
    client.removeAllListeners();
    client.on('error', () => undefined);
    void client.end().catch(() => undefined);
    clearTimeout(retry);
    retry = setTimeout(() => void connect(), RECONNECT_MS);
    retry.unref();
  };

  const connect = async () => {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (message) => {
      if (message.channel === channel) listener.onMessage(message.payload ?? '');
    });
    client.on('error', (error) => lose(client, error));
    client.on('end', () => lose(client, new Error('the listening connection ended')));
    try {
      await client.connect();
      await client.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
    } catch (error) {
      lose(client, error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
    listener.onConnected();
  };

  void connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = null;
    if (client) {
      client.removeAllListeners();
      client.on('error', () => undefined);
      await client.end().catch(() => undefined);
    }
  };
}
