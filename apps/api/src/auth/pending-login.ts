import type { LoginChecks } from './openid-client.js';
import type { SessionStore } from './session-store.js';

/** The key under which openid-client's passport strategy keeps its pending authorization request. */
export const PENDING_LOGIN_KEY = 'oidc';
/** A login has ten minutes between /api/auth/login and the provider's redirect back. */
export const PENDING_LOGIN_TTL_SECONDS = 600;

/** What openid-client's strategy puts under its key: the PKCE verifier and the state and nonce it sent. */
interface AuthorizationRequestState {
  code_verifier?: unknown;
  state?: unknown;
  nonce?: unknown;
}

/**
 * The `req.session` openid-client's passport strategy expects, without a session cookie that carries state:
 * it lives one login long, server-side, in auth.login_attempts. On /api/auth/login the strategy writes its
 * pending request here and `save()` stores it (ten minutes, usable once) before the browser leaves for the
 * provider; the browser only gets a random reference to it (the ghg_login cookie). On the callback `take()`
 * deletes the attempt and hands the strategy back what it wrote, so a replayed callback finds nothing.
 */
export class PendingLoginSession {
  [key: string]: unknown;
  readonly #store: SessionStore;
  readonly #returnTo: string;
  readonly #saved: (reference: string) => void;

  /** A fresh, empty session for a new login; `saved` receives the reference for the browser's cookie. */
  constructor(store: SessionStore, returnTo: string, saved: (reference: string) => void) {
    this.#store = store;
    this.#returnTo = returnTo;
    this.#saved = saved;
  }

  async save(): Promise<void> {
    const checks = checksOf(this[PENDING_LOGIN_KEY] as AuthorizationRequestState | undefined);
    // Our strategy always sends state and nonce besides PKCE; a request without them is not one to keep.
    if (!checks) throw new Error('the sign-in strategy left no complete authorization request to keep');
    this.#saved(await this.#store.startLogin(checks, this.#returnTo, PENDING_LOGIN_TTL_SECONDS));
  }

  /** The login of this reference, taken once; null when it expired, was used or never existed. */
  static async take(
    store: SessionStore,
    reference: string,
  ): Promise<{ session: Record<string, unknown>; returnTo: string } | null> {
    const attempt = await store.takeLogin(reference);
    if (!attempt) return null;
    const { state, nonce, codeVerifier } = attempt.checks;
    const request: AuthorizationRequestState = { code_verifier: codeVerifier, state, nonce };
    return { session: { [PENDING_LOGIN_KEY]: request }, returnTo: attempt.returnTo };
  }
}

function checksOf(request: AuthorizationRequestState | undefined): LoginChecks | null {
  const { code_verifier: codeVerifier, state, nonce } = request ?? {};
  if (typeof codeVerifier !== 'string' || typeof state !== 'string' || typeof nonce !== 'string') return null;
  return { codeVerifier, state, nonce };
}
