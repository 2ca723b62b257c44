import { createHash, randomBytes } from 'node:crypto';
import { preparedSql, type SqlClient } from '@ghg/database';
import { type ActorRole, isActorRole } from '@ghg/domain';
import { appendsSeen } from '@ghg/event-store';
import { READ_MODELS } from '@ghg/read-models';
import type { LoginChecks, TokenSet } from './openid-client.js';
import { type SessionCache, sessionCacheFor } from './session-cache.js';

export interface Session {
  idHash: string;
  userId: string;
  organizationId: string;
  /** The user's role in the session's organization (read.memberships); null when they are no longer in it. */
  role: ActorRole | null;
  refreshToken: string | null;
  chatToken: string | null;
  accessExpiresAt: Date;
  expiresAt: Date;
}

interface SessionRow {
  id_hash: string;
  user_id: string;
  organization_id: string;
  role: string | null;
  /** The users projection (read.memberships) had applied the whole log in this read's snapshot. */
  caught_up: boolean;
  refresh_token: string | null;
  chat_token: string | null;
  access_expires_at: Date;
  expires_at: Date;
}

/** Cookie values are 256 random bits; the database only ever sees their SHA-256. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function hashOf(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/**
 * Every signed-in request on PostgreSQL reads its session with the role (and, for the embedded cache, whether the
 * users projection has caught up): a named statement, planned once per connection (libs/database prepared-sql.ts).
 */
const FIND_SESSION_SQL = preparedSql(
  'auth-find-session',
  `select s.id_hash, s.user_id, s.organization_id, m.role, s.refresh_token, s.chat_token,
           s.access_expires_at, s.expires_at,
           coalesce((select c.position from read.projection_checkpoints c where c.name = $2), 0)
             >= (select coalesce(max(e.position), 0) from events e) as caught_up
    from auth.sessions s
    left join read.memberships m on m.user_id = s.user_id and m.organization_id = s.organization_id
    where s.id_hash = $1 and s.expires_at > now()`,
);

/** Server-side sessions and pending logins in PostgreSQL: tokens never reach the browser. */
export class SessionStore {
  private readonly cache: SessionCache<Session> | null;

  constructor(private readonly db: SqlClient) {
    this.cache = sessionCacheFor<Session>(db);
  }

  async startLogin(checks: LoginChecks, returnTo: string, ttlSeconds: number): Promise<string> {
    const secret = newSecret();
    await this.db.query('delete from auth.login_attempts where expires_at < now()');
    await this.db.query(
      `insert into auth.login_attempts (id_hash, state, nonce, code_verifier, return_to, expires_at)
       values ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))`,
      [hashOf(secret), checks.state, checks.nonce, checks.codeVerifier, returnTo, ttlSeconds],
    );
    return secret;
  }

  /** A login attempt is used once: taking it deletes it. */
  async takeLogin(secret: string): Promise<{ checks: LoginChecks; returnTo: string } | null> {
    const { rows } = await this.db.query<{
      state: string;
      nonce: string;
      code_verifier: string;
      return_to: string;
    }>(
      `delete from auth.login_attempts where id_hash = $1 and expires_at > now()
       returning state, nonce, code_verifier, return_to`,
      [hashOf(secret)],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      checks: { state: row.state, nonce: row.nonce, codeVerifier: row.code_verifier },
      returnTo: row.return_to,
    };
  }

  async create(input: {
    userId: string;
    organizationId: string;
    tokens: TokenSet;
    chatToken: string | null;
    ttlSeconds: number;
  }): Promise<string> {
    const secret = newSecret();
    await this.db.query('delete from auth.sessions where expires_at < now()');
    await this.db.query(
      `insert into auth.sessions (id_hash, user_id, organization_id, access_token, refresh_token, id_token,
         chat_token, access_expires_at, expires_at)
       values ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(secs => $8), now() + make_interval(secs => $9))`,
      [
        hashOf(secret),
        input.userId,
        input.organizationId,
        input.tokens.accessToken,
        input.tokens.refreshToken ?? null,
        input.tokens.idToken ?? null,
        input.chatToken,
        input.tokens.expiresInSeconds,
        input.ttlSeconds,
      ],
    );
    return secret;
  }

  async find(secret: string): Promise<Session | null> {
    const idHash = hashOf(secret);
    const cached = this.cache?.get(idHash);
    if (cached) return cached;
    const appendsBefore = this.cache ? appendsSeen(this.db as object) : 0;
    const { rows } = await this.db.query<SessionRow>(FIND_SESSION_SQL, [
      idHash,
      READ_MODELS.users.projection,
    ]);
    const row = rows[0];
    if (!row) return null;
    const session = this.sessionOf(row);
    if (row.caught_up) this.cache?.set(session, appendsBefore);
    return session;
  }

  private sessionOf(row: SessionRow): Session {
    return {
      idHash: row.id_hash,
      userId: row.user_id,
      organizationId: row.organization_id,
      role: isActorRole(row.role) ? row.role : null,
      refreshToken: row.refresh_token,
      chatToken: row.chat_token,
      accessExpiresAt: new Date(row.access_expires_at),
      expiresAt: new Date(row.expires_at),
    };
  }

  /**
   * Switches the session to another organization of the same person ("Your companies"), and remembers it for
   * their next sign-in. False when the person is not a member there: the session stays as it was.
   */
  async selectOrganization(secret: string, organizationId: string): Promise<boolean> {
    const { rows } = await this.db.query<{ user_id: string }>(
      `update auth.sessions s set organization_id = $2
        where s.id_hash = $1 and s.expires_at > now()
          and exists (select 1 from read.memberships m where m.user_id = s.user_id and m.organization_id = $2)
       returning s.user_id`,
      [hashOf(secret), organizationId],
    );
    const userId = rows[0]?.user_id;
    if (!userId) return false;
    this.cache?.drop(hashOf(secret));
    await this.db.query(
      `insert into auth.selected_organizations (user_id, organization_id) values ($1, $2)
       on conflict (user_id) do update set organization_id = excluded.organization_id, selected_at = now()`,
      [userId, organizationId],
    );
    return true;
  }

  async replaceTokens(idHash: string, tokens: TokenSet, chatToken: string | null): Promise<void> {
    await this.db.query(
      `update auth.sessions set access_token = $2, refresh_token = $3, id_token = coalesce($4, id_token),
         chat_token = coalesce($5, chat_token), access_expires_at = now() + make_interval(secs => $6)
       where id_hash = $1`,
      [
        idHash,
        tokens.accessToken,
        tokens.refreshToken ?? null,
        tokens.idToken ?? null,
        chatToken,
        tokens.expiresInSeconds,
      ],
    );
    this.cache?.drop(idHash);
  }

  /**
   * Ends the session; its ID token (if the provider gave one) is the hint of the provider's logout. The cached
   * entry is dropped after the write: a read that started before it cannot put the old row back.
   */
  async delete(secret: string): Promise<{ idToken: string | null } | null> {
    const { rows } = await this.db.query<{ id_token: string | null }>(
      'delete from auth.sessions where id_hash = $1 returning id_token',
      [hashOf(secret)],
    );
    this.cache?.drop(hashOf(secret));
    return rows[0] ? { idToken: rows[0].id_token } : null;
  }

  async deleteByHash(idHash: string): Promise<void> {
    await this.db.query('delete from auth.sessions where id_hash = $1', [idHash]);
    this.cache?.drop(idHash);
  }
}
