import type { Db } from '../../infra/db/db';
import { CHANNELS } from '../../infra/db/notices';
import { UserRepository, type UserWithAccess } from './user-repository';

/** The last bound of an entry, should a notice ever be missed without the connection saying so. */
const PERSON_TTL_MS = 30_000;
const MAX_PEOPLE = 20_000;

/** What a notice on CHANNELS.people names (migration 152: a trigger on each table sends it). */
interface PeopleNotice {
  user?: string;
  organization?: string;
}

/**
 * Every page of a logged-in person shows who they are (the session block: name, organisation,
 * role, limits, spend this month). Kept in memory per person and month until a notice says the
 * person, their organisation or their spend changed: the database sends it from a trigger on each
 * table, whichever statement wrote, so no write path can forget to. Kept only where notices are
 * heard before the write that sent them returns (embedded PGlite: one process writes, and hands
 * its notices over as the statement ends), so a page never shows what was true before a change
 * its visitor has just made; there a query runs on the event loop (about a third of a cached
 * retailer page's CPU). On PostgreSQL, whose query costs the event loop little and whose notices
 * come over another connection, every page reads the database.
 */
export class PersonPages {
  private readonly people: UserRepository;
  private readonly entries = new Map<string, { person: UserWithAccess; month: string; validUntil: number }>();
  /** Raised by every notice: a lookup begun before one is not kept (it may have read what changed). */
  private step = 0;

  constructor(
    private readonly db: Db,
    private readonly keep: boolean,
    private readonly now: () => number = Date.now,
  ) {
    this.people = new UserRepository(db);
  }

  /** The person with their access in `month` (YYYY-MM-01); null when there is no such person. */
  async find(userId: string, month: string): Promise<UserWithAccess | null> {
    if (!this.keep) return this.people.findWithAccess(userId, month);
    const held = this.entries.get(userId);
    if (held && held.month === month && held.validUntil > this.now()) return held.person;
    const step = this.step;
    const person = await this.people.findWithAccess(userId, month);
    if (person && step === this.step) {
      this.entries.delete(userId);
      if (this.entries.size >= MAX_PEOPLE) this.entries.delete(this.entries.keys().next().value as string);
      this.entries.set(userId, { person, month, validUntil: this.now() + PERSON_TTL_MS });
    }
    return person;
  }

  /** Starts hearing the changes; call once, before the first page. */
  async listenForChanges(): Promise<void> {
    if (!this.keep) return;
    await this.db.listen(CHANNELS.people, {
      notice: (payload) => this.forget(JSON.parse(payload) as PeopleNotice),
      lost: () => this.clear(),
      resumed: () => this.clear(),
    });
  }

  get size(): number {
    return this.entries.size;
  }

  private forget({ user, organization }: PeopleNotice): void {
    this.step += 1;
    if (typeof user === 'string') this.entries.delete(user);
    if (typeof organization === 'string') {
      for (const [userId, { person }] of this.entries) if (person.organization.id === organization) this.entries.delete(userId);
    }
  }

  private clear(): void {
    this.step += 1;
    this.entries.clear();
  }
}
