import type { Db } from '../../infra/db/db';
import { coalesce } from './coalesce';

const DAY_SECONDS = 24 * 60 * 60;
/** Counts one send may ask for before it refuses (see take). */
const MAX_COUNTS = 3;

interface PlacedToday {
  placed: number;
  /** Seconds until the oldest of them is a day old, and a place frees up. */
  freesInSeconds: number;
  /** When the count was asked for (this process's sequence): writes that ended before it are in it. */
  countedAt: number;
}

/** One place taken in this process: still writing (null), or when its write ended. */
interface Place {
  endedAt: number | null;
  /** Resolves once the order is written or given up. */
  settled: Promise<void>;
}

/**
 * At most ORDERS_PER_DAY orders per organisation in any 24 hours: a bound on what one (perhaps
 * stolen) login can make the shop store and list, far above what a customer sends. Counted in the
 * database, so it holds across restarts and processes. A count can be older than this process's
 * latest orders (a burst shares one count, and an order may be written while it runs), so every
 * place taken here counts on top of it until a count asked for after its write ended has seen it.
 * (Processes sharing a server may each let a burst of their own pass at the edge: a bound, not an
 * exact count.)
 */
export class DailyOrderLimit {
  private readonly places = new Map<string, Set<Place>>();
  private readonly placedToday: (organizationId: string) => Promise<PlacedToday>;
  /** A sequence of this process, ordering counts and ended writes (no clock needed). */
  private sequence = 0;

  constructor(
    db: Db,
    private readonly perDay: number,
  ) {
    // A burst of one organisation's sends counts its orders once (coalesce.ts).
    this.placedToday = coalesce(async (organizationId: string) => {
      const countedAt = (this.sequence += 1);
      const [row] = await db.query<{ placed: number; frees_in: number | null }>(
        `SELECT count(*)::int AS placed,
                ceil(extract(epoch FROM min(created_at) + interval '1 day' - now()))::int AS frees_in
           FROM orders WHERE organization_id = $1 AND created_at > now() - interval '1 day'`,
        [organizationId],
      );
      // None stored yet (all still being written): the first frees up a day from now.
      return { placed: Number(row?.placed ?? 0), freesInSeconds: Math.max(1, Number(row?.frees_in ?? DAY_SECONDS)), countedAt };
    });
  }

  /**
   * Takes a place for one more order: a function to call once the order is written (`stored`) or
   * not, or the seconds to wait when the day's orders are used up.
   */
  async take(organizationId: string): Promise<{ done: (stored: boolean) => void } | { waitSeconds: number }> {
    let today = await this.placedToday(organizationId);
    // Read after the count: the sends of a burst share one set of places. An organisation's set
    // stays (empty once its orders are counted), so no send ever holds a set nobody else sees.
    const places = this.places.get(organizationId) ?? new Set<Place>();
    this.places.set(organizationId, places);
    for (let count = 1; ; count += 1) {
      // Places whose write ended before this count began are in it; the others count on top.
      for (const place of places) if (place.endedAt !== null && place.endedAt < today.countedAt) places.delete(place);
      if (today.placed + places.size < this.perDay) break;
      // A write that ended while the count ran may be in it as well, and counted twice: before
      // refusing, count again once those writes have ended (a few times at most).
      // The count may have seen orders whose places still count on top: written while it ran, or
      // committed but not yet reported done. Before refusing, let those writes end and count
      // again, with a count begun after them (a running one would learn nothing new).
      if (places.size === 0 || count === MAX_COUNTS) return { waitSeconds: today.freesInSeconds };
      await Promise.all([...places].map((place) => place.settled));
      const settledAt = this.sequence;
      do today = await this.placedToday(organizationId);
      while (today.countedAt <= settledAt);
    }
    let settle: () => void = () => undefined;
    const place: Place = { endedAt: null, settled: new Promise<void>((resolve) => (settle = resolve)) };
    places.add(place);
    return {
      done: (stored) => {
        if (place.endedAt !== null || !places.has(place)) return;
        if (stored) place.endedAt = (this.sequence += 1);
        else places.delete(place);
        settle();
      },
    };
  }
}
