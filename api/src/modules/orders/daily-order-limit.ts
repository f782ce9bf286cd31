import type { Db } from '../../db/db';
import { coalesce } from './coalesce';

const DAY_SECONDS = 24 * 60 * 60;

interface PlacedToday {
  placed: number;
  /** Seconds until the oldest of them is a day old, and a place frees up. */
  freesInSeconds: number;
}

/**
 * At most ORDERS_PER_DAY orders per organisation in any 24 hours: a bound on what one (perhaps
 * stolen) login can make the shop store and list, far above what a customer sends. Counted in the
 * database, so it holds across restarts and processes; orders of this process still being written
 * count too, so a burst cannot pass it together. (Processes sharing a server may each let a burst
 * of their own pass at the edge: a bound, not an exact count.)
 */
export class DailyOrderLimit {
  private readonly writing = new Map<string, number>();
  private readonly placedToday: (organizationId: string) => Promise<PlacedToday>;

  constructor(
    db: Db,
    private readonly perDay: number,
  ) {
    // A burst of one organisation's sends counts its orders once (coalesce.ts).
    this.placedToday = coalesce(async (organizationId: string) => {
      const [row] = await db.query<{ placed: number; frees_in: number | null }>(
        `SELECT count(*)::int AS placed,
                ceil(extract(epoch FROM min(created_at) + interval '1 day' - now()))::int AS frees_in
           FROM orders WHERE organization_id = $1 AND created_at > now() - interval '1 day'`,
        [organizationId],
      );
      // None stored yet (all still being written): the first frees up a day from now.
      return { placed: Number(row?.placed ?? 0), freesInSeconds: Math.max(1, Number(row?.frees_in ?? DAY_SECONDS)) };
    });
  }

  /**
   * Takes a place for one more order: a function that gives it back once the order is written
   * (or not), or the seconds to wait when the day's orders are used up.
   */
  async take(organizationId: string): Promise<{ done: () => void } | { waitSeconds: number }> {
    const today = await this.placedToday(organizationId);
    const writing = this.writing.get(organizationId) ?? 0;
    if (today.placed + writing >= this.perDay) return { waitSeconds: today.freesInSeconds };
    this.writing.set(organizationId, writing + 1);
    let given = false;
    return {
      done: () => {
        if (given) return;
        given = true;
        const left = (this.writing.get(organizationId) ?? 1) - 1;
        if (left <= 0) this.writing.delete(organizationId);
        else this.writing.set(organizationId, left);
      },
    };
  }
}
