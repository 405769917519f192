import type { Db } from '@paydesk/api/platform/db/database';
import type { ContactMessagesTable } from '@paydesk/api/platform/db/schema';
import type { KeysetFetch } from '@paydesk/api/platform/pagination/keyset-page';

export type ContactMessageRow = ContactMessagesTable;

/** SQL of the contact messages; every method takes the caller's database or transaction. */
export const contactMessagesRepository = {
  async insert(db: Db, row: ContactMessageRow): Promise<void> {
    await db.insertInto('contact_messages').values(row).execute();
  },

  /** Messages from one address since an instant, with the oldest of them. */
  async countFrom(
    db: Db,
    ipAddress: string,
    since: string,
  ): Promise<{ count: number; oldest: string | null }> {
    const row = await db
      .selectFrom('contact_messages')
      .select((eb) => [
        eb.fn.countAll<number | string>().as('n'),
        eb.fn.min('received_at').as('oldest'),
      ])
      .where('ip_address', '=', ipAddress)
      .where('received_at', '>', since)
      .executeTakeFirstOrThrow();
    return { count: Number(row.n), oldest: row.oldest === null ? null : String(row.oldest) };
  },

  async count(db: Db): Promise<number> {
    const { n } = await db
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(n);
  },

  /**
   * Newest first: "after" a row means older than it; "before" walks back towards newer rows and
   * returns them nearest first, as the keyset helper expects.
   */
  fetchNewestFirst(db: Db): KeysetFetch<ContactMessageRow> {
    return ({ after, before, limit }) => {
      let query = db.selectFrom('contact_messages').selectAll();
      if (after) {
        query = query.where((eb) =>
          eb(eb.refTuple('received_at', 'id'), '<', eb.tuple(String(after[0]), String(after[1]))),
        );
      }
      if (before) {
        query = query.where((eb) =>
          eb(eb.refTuple('received_at', 'id'), '>', eb.tuple(String(before[0]), String(before[1]))),
        );
      }
      const order = before ? 'asc' : 'desc';
      return query.orderBy('received_at', order).orderBy('id', order).limit(limit).execute();
    };
  },
};
