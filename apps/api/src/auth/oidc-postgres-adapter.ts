import type { SqlClient } from '@ghg/database';
import { inPackageRealm } from './esm-package.js';

type Payload = Record<string, unknown>;

/**
 * oidc-provider's storage in PostgreSQL (its in-memory default keeps 1000 entries in one process): one row per
 * artifact, found by id, by the interaction's uid or user code, and revoked together by grant.
 * Given to the provider as a factory: it calls it per model (a class compiled for jest fails its constructor test).
 */
export function postgresOidcAdapter(db: SqlClient): (model: string) => object {
  class PostgresOidcAdapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: Payload, expiresIn?: number): Promise<void> {
      await db.query(
        `insert into auth.oidc_payloads (model, id, payload, grant_id, user_code, uid, expires_at)
         values ($1, $2, $3, $4, $5, $6, case when $7::int is null then null else now() + make_interval(secs => $7) end)
         on conflict (model, id) do update set payload = excluded.payload, grant_id = excluded.grant_id,
           user_code = excluded.user_code, uid = excluded.uid, expires_at = excluded.expires_at`,
        [
          this.model,
          id,
          JSON.stringify(payload),
          stringOrNull(payload.grantId),
          stringOrNull(payload.userCode),
          stringOrNull(payload.uid),
          typeof expiresIn === 'number' ? Math.ceil(expiresIn) : null,
        ],
      );
    }

    find(id: string): Promise<Payload | undefined> {
      return this.findWhere('id = $2', id);
    }

    findByUid(uid: string): Promise<Payload | undefined> {
      return this.findWhere('uid = $2', uid);
    }

    findByUserCode(userCode: string): Promise<Payload | undefined> {
      return this.findWhere('user_code = $2', userCode);
    }

    async consume(id: string): Promise<void> {
      await db.query('update auth.oidc_payloads set consumed_at = now() where model = $1 and id = $2', [
        this.model,
        id,
      ]);
    }

    async destroy(id: string): Promise<void> {
      await db.query('delete from auth.oidc_payloads where model = $1 and id = $2', [this.model, id]);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.query('delete from auth.oidc_payloads where grant_id = $1', [grantId]);
    }

    private async findWhere(condition: string, value: string): Promise<Payload | undefined> {
      const { rows } = await db.query<{ payload: Payload | string; consumed_at: Date | null }>(
        `select payload, consumed_at from auth.oidc_payloads
         where model = $1 and ${condition} and (expires_at is null or expires_at > now())`,
        [this.model, value],
      );
      const row = rows[0];
      if (!row) return undefined;
      const payload = typeof row.payload === 'string' ? (JSON.parse(row.payload) as Payload) : row.payload;
      const consumed = row.consumed_at
        ? { consumed: Math.floor(new Date(row.consumed_at).getTime() / 1000) }
        : {};
      return inPackageRealm({ ...payload, ...consumed });
    }
  }
  return (model) => new PostgresOidcAdapter(model);
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}
