import type { Role } from '@shop/shared/contracts';
import type { Locale } from '@shop/shared/routes';
import type { Db, Queryable } from '../../infra/db/db';
import { CHANNELS, notify } from '../../infra/db/notices';
import { SessionCache } from './session-cache';
import type { SessionIdentity } from './session-identity';
import { hashToken, newToken } from '../../infra/tokens';

/** The access cookie is short-lived: a stolen one is worth a quarter of an hour. */
const ACCESS_TTL_SECONDS = 15 * 60;
/** A session not refreshed for 30 days ends. */
const REFRESH_TTL_SECONDS = 30 * 24 * 60 * 60;
/** However actively it is used, a session ends this long after its login (SESSION_MAX_AGE_DAYS). */
const DEFAULT_SESSION_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;
/**
 * A browser sends several requests at once when its access cookie has expired; all of them carry
 * the same refresh token. Within this window an already exchanged refresh token still gets a new
 * access token (and no new refresh token); later, its use means it was copied, and the session ends.
 */
const REFRESH_REUSE_GRACE_SECONDS = 30;

export interface IssuedTokens {
  access: string;
  /** Null when the browser keeps the refresh token it already has. */
  refresh: string | null;
  /** Seconds each token is valid: the cookies' Max-Age. Never beyond the session's last moment. */
  accessSeconds: number;
  refreshSeconds: number;
}

interface IdentityRow {
  session_id: string;
  user_id: string;
  organization_id: string;
  role: Role;
}

interface AccessRow extends IdentityRow {
  remaining_seconds: number;
}

interface RefreshRow extends IdentityRow {
  used_recently: boolean;
  used: boolean;
  /** Seconds until the session's absolute end. */
  lifetime_left: number;
}

const toIdentity = (row: IdentityRow): SessionIdentity => ({
  sessionId: row.session_id,
  userId: row.user_id,
  organizationId: row.organization_id,
  role: row.role,
});

/** A notice on the sessions channel (db/notices.ts). */
type SessionsNotice = { session: string } | { user: string; keep?: string };

/**
 * Login sessions in the database: only hashes of their tokens are stored. Access tokens once
 * looked up are kept in memory for a short while (session-cache.ts), so a logged-in person's
 * requests do not each query the database. A session ended by any process sharing the database
 * leaves every process's cache when its notice arrives (`listenForEndedSessions`); while notices
 * cannot arrive (the listening connection is being restored) the cache is empty and unused.
 */
export class SessionStore {
  readonly cache = new SessionCache();

  /**
   * @param maxAgeSeconds A session ends this long after its login, refreshed or not: a stolen
   *   session that is kept in use cannot live for ever, and a person logs in again now and then.
   */
  constructor(
    private readonly db: Db,
    private readonly maxAgeSeconds = DEFAULT_SESSION_MAX_AGE_SECONDS,
  ) {}

  /**
   * A new session; `login`: a person logged in (their last login, shown to their organisation's
   * administrators), with `locale` the language of the page they logged in on (null: the request
   * said none), which their mails are written in from now on.
   */
  async create(userId: string, options: { login?: { locale: Locale | null } } = {}): Promise<IssuedTokens & { sessionId: string }> {
    const accessSeconds = Math.min(ACCESS_TTL_SECONDS, this.maxAgeSeconds);
    const refreshSeconds = Math.min(REFRESH_TTL_SECONDS, this.maxAgeSeconds);
    return this.db.transaction(async (tx) => {
      // Expired sessions of anyone go when someone logs in: no separate clean-up job needed.
      await tx.query('DELETE FROM sessions WHERE expires_at < now()');
      const [session] = await tx.query<{ id: string }>(
        `INSERT INTO sessions (user_id, expires_at) VALUES ($1, now() + make_interval(secs => $2)) RETURNING id`,
        [userId, refreshSeconds],
      );
      const sessionId = (session as { id: string }).id;
      if (options.login) await tx.query('UPDATE users SET last_login_at = now(), locale = coalesce($2, locale) WHERE id = $1', [userId, options.login.locale]);
      const access = await this.issue(tx, sessionId, 'access', accessSeconds);
      const refresh = await this.issue(tx, sessionId, 'refresh', refreshSeconds);
      return { sessionId, access, refresh, accessSeconds, refreshSeconds };
    });
  }

  /** Starts hearing the sessions other processes end; call once, before the first request. */
  async listenForEndedSessions(): Promise<void> {
    await this.db.listen(CHANNELS.sessions, {
      notice: (payload) => this.forgetNoticed(JSON.parse(payload) as SessionsNotice),
      lost: () => this.cache.clear(),
      resumed: () => this.cache.clear(),
    });
  }

  /** The session an access token belongs to, while both are valid and the person may still log in. */
  async fromAccess(token: string): Promise<SessionIdentity | null> {
    const hash = hashToken(token);
    // Believed only while an ending elsewhere would be heard.
    const useCache = this.db.hearing;
    const cached = useCache ? this.cache.get(hash) : null;
    if (cached) return cached;
    const lookupStartedAt = this.cache.lookupStarts();
    // Time left is computed by the database, so the clocks of database and API need not agree.
    const [row] = await this.db.query<AccessRow>(
      `SELECT s.id AS session_id, u.id AS user_id, u.organization_id, u.role,
              extract(epoch FROM least(t.expires_at, s.expires_at) - now())::float8 AS remaining_seconds
         FROM session_tokens t
         JOIN sessions s ON s.id = t.session_id
         JOIN users u ON u.id = s.user_id
        WHERE t.token_hash = $1 AND t.kind = 'access' AND t.expires_at > now()
          AND s.expires_at > now() AND s.created_at > now() - make_interval(secs => $2)
          AND u.password_hash IS NOT NULL`,
      [hash, this.maxAgeSeconds],
    );
    if (!row) return null;
    const identity = toIdentity(row);
    if (useCache) this.cache.set(hash, identity, Number(row.remaining_seconds) * 1000, lookupStartedAt);
    return identity;
  }

  /** Exchanges a refresh token for new tokens (rotation); null when it is not (or no longer) valid. */
  async refresh(token: string): Promise<{ identity: SessionIdentity; tokens: IssuedTokens } | null> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.query<RefreshRow>(
        `SELECT s.id AS session_id, u.id AS user_id, u.organization_id, u.role,
                t.used_at IS NOT NULL AS used,
                coalesce(t.used_at > now() - make_interval(secs => $2), false) AS used_recently,
                extract(epoch FROM s.created_at + make_interval(secs => $3) - now())::float8 AS lifetime_left
           FROM session_tokens t
           JOIN sessions s ON s.id = t.session_id
           JOIN users u ON u.id = s.user_id
          WHERE t.token_hash = $1 AND t.kind = 'refresh' AND t.expires_at > now()
            AND s.expires_at > now() AND u.password_hash IS NOT NULL
          FOR UPDATE OF t`,
        [hashToken(token), REFRESH_REUSE_GRACE_SECONDS, this.maxAgeSeconds],
      );
      if (!row) return null;
      const identity = toIdentity(row);
      const lifetimeLeft = Math.floor(Number(row.lifetime_left));
      if (lifetimeLeft <= 0) {
        // Past its absolute lifetime: the person logs in again.
        await this.endIn(tx, identity.sessionId);
        return null;
      }
      const accessSeconds = Math.min(ACCESS_TTL_SECONDS, lifetimeLeft);
      const refreshSeconds = Math.min(REFRESH_TTL_SECONDS, lifetimeLeft);
      if (row.used && !row.used_recently) {
        // An old refresh token came back: someone holds a copy. End the session for everyone.
        await this.endIn(tx, identity.sessionId);
        return null;
      }
      const access = await this.issue(tx, identity.sessionId, 'access', accessSeconds);
      if (row.used) return { identity, tokens: { access, refresh: null, accessSeconds, refreshSeconds } };
      await tx.query('UPDATE session_tokens SET used_at = now() WHERE token_hash = $1', [hashToken(token)]);
      // Exchanged refresh tokens stay until they expire: their return is how a copy is noticed.
      await tx.query('DELETE FROM session_tokens WHERE session_id = $1 AND expires_at < now()', [identity.sessionId]);
      // Pushed forward by a refresh, but never past the session's absolute end.
      await tx.query('UPDATE sessions SET expires_at = now() + make_interval(secs => $2) WHERE id = $1', [
        identity.sessionId,
        refreshSeconds,
      ]);
      const refresh = await this.issue(tx, identity.sessionId, 'refresh', refreshSeconds);
      return { identity, tokens: { access, refresh, accessSeconds, refreshSeconds } };
    });
  }

  async end(sessionId: string): Promise<void> {
    await this.db.transaction((tx) => this.endIn(tx, sessionId));
    this.cache.forgetSession(sessionId);
  }

  /** After a password change every other login of the person ends. */
  async endOthers(userId: string, keepSessionId: string): Promise<void> {
    this.cache.forgetUser(userId, keepSessionId);
    await this.db.transaction(async (tx) => {
      await tx.query('DELETE FROM sessions WHERE user_id = $1 AND id <> $2', [userId, keepSessionId]);
      await notify(tx, CHANNELS.sessions, { user: userId, keep: keepSessionId } satisfies SessionsNotice);
    });
    this.cache.forgetUser(userId, keepSessionId);
  }

  /** After a password reset every login of the person ends, on every process. */
  async endAll(userId: string): Promise<void> {
    this.cache.forgetUser(userId);
    await this.db.transaction(async (tx) => {
      await tx.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
      await notify(tx, CHANNELS.sessions, { user: userId } satisfies SessionsNotice);
    });
    this.cache.forgetUser(userId);
  }

  /** A person removed from the database: their sessions went with them (ON DELETE CASCADE). */
  async forgetUser(userId: string): Promise<void> {
    this.cache.forgetUser(userId);
    await notify(this.db, CHANNELS.sessions, { user: userId } satisfies SessionsNotice);
  }

  /**
   * Deletes the session and tells every process when the transaction commits. This process
   * forgets it at once as well: before the delete (no lookup under way puts it back) and on the
   * notice.
   */
  private async endIn(tx: Queryable, sessionId: string): Promise<void> {
    this.cache.forgetSession(sessionId);
    await tx.query('DELETE FROM sessions WHERE id = $1', [sessionId]);
    await notify(tx, CHANNELS.sessions, { session: sessionId } satisfies SessionsNotice);
  }

  private forgetNoticed(notice: SessionsNotice): void {
    if ('session' in notice) this.cache.forgetSession(notice.session);
    else this.cache.forgetUser(notice.user, notice.keep);
  }

  private async issue(tx: Queryable, sessionId: string, kind: 'access' | 'refresh', ttlSeconds: number): Promise<string> {
    const token = newToken();
    await tx.query(
      `INSERT INTO session_tokens (token_hash, session_id, kind, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
      [hashToken(token), sessionId, kind, ttlSeconds],
    );
    return token;
  }
}
