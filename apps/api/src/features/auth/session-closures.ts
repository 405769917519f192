import { z } from 'zod';
import type { Logger } from 'pino';
import type { AppContext } from '@paydesk/api/platform/app-context';
import { listenToChannel } from '@paydesk/api/platform/db/notifications';
import { openSessions } from './open-sessions';

/** The PostgreSQL channel on which a process says it closed sign-ins. */
export const SESSION_CLOSURES_CHANNEL = 'paydesk_sign_ins_closed';

/** One sign-in (its refresh-token family) or every sign-in of a user. */
export const sessionClosureSchema = z.union([
  z.strictObject({ family: z.string() }),
  z.strictObject({ user: z.string() }),
]);
export type SessionClosure = z.infer<typeof sessionClosureSchema>;

/**
 * Every API process on one PostgreSQL database hears the sign-ins the others close, and forgets
 * them at once (without it, a sign-in closed elsewhere stayed open here for the cache's two
 * seconds). Until it listens, and whenever the connection is lost, this process remembers no
 * sign-in: each request asks the database. Answers the function that stops listening.
 */
export function listenForSessionClosures(
  context: AppContext,
  log: Pick<Logger, 'warn' | 'info'>,
): () => Promise<void> {
  const { database } = context.config;
  if (database.kind !== 'postgres') return async () => undefined;
  const source = {};
  // Logged once per outage: the listener tries again every second.
  let hearing: boolean | null = null;
  openSessions.deafen(source);
  const stop = listenToChannel(database.url, SESSION_CLOSURES_CHANNEL, {
    onMessage(payload) {
      const parsed = sessionClosureSchema.safeParse(safeJson(payload));
      // A message this version cannot read may close anything: forget everything.
      if (!parsed.success) openSessions.forgetAll();
      else if ('family' in parsed.data) openSessions.closeSession(parsed.data.family);
      else openSessions.closeUser(parsed.data.user);
    },
    onConnected() {
      openSessions.forgetAll();
      openSessions.hear(source);
      if (hearing === false) log.info('hearing closed sign-ins again');
      hearing = true;
    },
    onLost(error) {
      openSessions.deafen(source);
      if (hearing !== false)
        log.warn({ err: error }, 'not hearing closed sign-ins: each request asks');
      hearing = false;
    },
  });
  return async () => {
    await stop();
    openSessions.hear(source);
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
