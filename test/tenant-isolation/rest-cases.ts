import type { IsolationWorld } from './isolation-world.js';
import type { HttpCall } from './session.js';

/**
 * How an operation must treat a person of A who names B:
 * - `refused`: the path names B's organization; the answer is one of `statuses` (403/404: the organization
 *   comes from the session, another id is answered like one that does not exist) and holds nothing of B;
 * - `own`: the operation is about the caller only (their session, a catalogue shared by all); it may answer,
 *   but with nothing of B;
 * - `public`: needs no session by design (`why`); it answers nobody's organization data;
 * - `not-an-operation`: path-mounted middleware in front of routes that have cases of their own, or the
 *   GraphQL transport (each Query and Mutation field is a case).
 * For every kind B's streams and read models must be the same afterwards. `answers500` lets a 500 pass where
 * the spec asks for it or a reported defect answers it (for the calls `when` picks); any other 5xx fails.
 */
export type RestCase =
  | {
      kind: 'refused';
      statuses: number[];
      answers500?: ServerErrorAllowance;
      /**
       * People whose reach over every organization is the feature (provider back-office): not called here, the
       * operation's own tests cover them. Everyone else of A must be refused.
       */
      crossTenant?: CrossTenant;
      /** B's id for a path parameter the fuzzing does not know by name (default: a row id of B). */
      fuzzIds?(w: IsolationWorld): Record<string, string>;
      calls(w: IsolationWorld): HttpCall[];
    }
  | {
      kind: 'own' | 'public';
      why: string;
      answers500?: ServerErrorAllowance;
      /** B's id for a path parameter the fuzzing does not know by name (default: a row id of B). */
      fuzzIds?(w: IsolationWorld): Record<string, string>;
      calls(w: IsolationWorld): HttpCall[];
    }
  | { kind: 'not-an-operation'; why: string };

/** Where a 500 is answered today, and why (the spec, or a defect reported to be fixed). */
export interface ServerErrorAllowance {
  why: string;
  /** Default: every call of the case. */
  when?(call: HttpCall): boolean;
}

/** Roles that act on other organizations by design, and why. */
export interface CrossTenant {
  roles: readonly string[];
  why: string;
}

const NOT_FOUND = [404];
/**
 * The access guard (role, plan; every write refused to the read-only auditor) answers before the organization
 * check; either is a refusal.
 */
const FORBIDDEN_OR_NOT_FOUND = [403, 404];
export const BACK_OFFICE: CrossTenant = {
  roles: ['provider-staff', 'provider-supervisor'],
  why: 'the provider back-office lists and manages every organization (its own tests cover them)',
};
/** B's organization in the path; the rest of the path is B's too. */
const org = (w: IsolationWorld, rest: string) => `/api/organizations/${w.b.organizationId}${rest}`;
const bRow = (w: IsolationWorld) => w.b.rowIds[0]!;

/** Every REST operation (method + route as the router holds it) → its case. A route missing here fails the suite. */
export const REST_CASES: Record<string, RestCase> = {
  'GET /healthz': {
    kind: 'public',
    why: 'liveness probe of the platform',
    calls: () => [{ method: 'GET', path: '/healthz' }],
  },
  'GET /readyz': {
    kind: 'public',
    why: 'readiness probe of the platform',
    calls: () => [{ method: 'GET', path: '/readyz' }],
  },
  'GET /api/openapi.json': {
    kind: 'public',
    why: 'the REST API described (routes and shapes, no data), like the web app’s code',
    calls: (w) => [{ method: 'GET', path: `/api/openapi.json?organizationId=${w.b.organizationId}` }],
  },
  'GET /api/docs': {
    kind: 'public',
    why: 'the OpenAPI document as a page',
    calls: () => [{ method: 'GET', path: '/api/docs' }],
  },
  'GET /api/auth/login': {
    kind: 'public',
    why: 'starts the sign-in (redirect to the provider); nobody is signed in yet',
    calls: (w) => [
      { method: 'GET', path: `/api/auth/login?returnTo=${encodeURIComponent(org(w, '/charts-data'))}` },
    ],
  },
  'GET /api/auth/callback': {
    kind: 'public',
    why: "the provider's return point; the login cookie, not the caller, decides",
    calls: () => [{ method: 'GET', path: '/api/auth/callback?code=stolen-code&state=stolen-state' }],
  },
  'POST /api/auth/logout': {
    kind: 'own',
    why: 'ends the session of the cookie sent; a stored hash of B’s session must not end it',
    calls: (w) =>
      w.b.sessionHashes.map((hash) => ({
        method: 'POST',
        path: '/api/auth/logout',
        cookie: `ghg_session=${hash}`,
      })),
  },
  'GET /api/auth/session': {
    kind: 'own',
    why: 'the caller’s own session (user, organization, chat token)',
    calls: (w) => [
      { method: 'GET', path: '/api/auth/session' },
      ...w.b.sessionHashes.map((hash) => ({
        method: 'GET',
        path: '/api/auth/session',
        cookie: `ghg_session=${hash}`,
      })),
    ],
  },
  'GET /oidc/interaction/:uid': {
    kind: 'refused',
    statuses: [400, 401, 403, 404],
    calls: (w) => [{ method: 'GET', path: `/oidc/interaction/${w.b.pendingInteractionUid}` }],
  },
  'POST /oidc/interaction/:uid/login': {
    kind: 'refused',
    statuses: [400, 401, 403, 404],
    calls: (w) => [
      {
        method: 'POST',
        path: `/oidc/interaction/${w.b.pendingInteractionUid}/login`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          email: 'admin@demo.ghg-ledger.local',
          password: 'wrong-or-right',
        }).toString(),
      },
    ],
  },
  'GET /oidc/assets/logout-submit.js': {
    kind: 'public',
    why: 'a static script, the same for everyone',
    calls: () => [{ method: 'GET', path: '/oidc/assets/logout-submit.js' }],
  },
  'GET /oidc/forgot-password': {
    kind: 'public',
    why: 'the forgot-password form of the embedded provider, the same for everyone',
    calls: () => [{ method: 'GET', path: '/oidc/forgot-password?lang=pl' }],
  },
  'POST /oidc/forgot-password': {
    kind: 'public',
    why: 'answers the same neutral page for any address; a link goes only to the mailbox of the address’s owner',
    calls: () => [
      {
        method: 'POST',
        path: '/oidc/forgot-password',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email: 'nobody@example.com' }).toString(),
      },
    ],
  },
  'GET /oidc/reset-password': {
    kind: 'refused',
    statuses: [410],
    calls: (w) =>
      w.b.userIds.map((userId) => ({
        method: 'GET',
        path: `/oidc/reset-password?token=${userId}.0b7f7a52-9d3e-4c1a-8f7e-2a6b5c4d3e2f.forged`,
      })),
  },
  'POST /oidc/reset-password': {
    kind: 'refused',
    statuses: [410],
    calls: (w) =>
      w.b.userIds.map((userId) => ({
        method: 'POST',
        path: '/oidc/reset-password',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          token: `${userId}.0b7f7a52-9d3e-4c1a-8f7e-2a6b5c4d3e2f.forged`,
          newPassword: 'Przejete-Haslo-2026!',
          repeatPassword: 'Przejete-Haslo-2026!',
        }).toString(),
      })),
  },
  'ALL /oidc': {
    kind: 'public',
    why: 'the embedded OpenID provider’s mount point itself (all its endpoints are below it)',
    calls: () => [{ method: 'GET', path: '/oidc' }],
  },
  'ALL /oidc/*': {
    kind: 'public',
    why: 'the embedded OpenID provider (discovery, keys, authorization, token, userinfo): protocol endpoints',
    calls: () => [
      { method: 'GET', path: '/oidc/.well-known/openid-configuration' },
      { method: 'GET', path: '/oidc/jwks' },
      { method: 'GET', path: '/oidc/me' },
      {
        method: 'POST',
        path: '/oidc/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'grant_type=authorization_code&code=stolen-code&client_id=ghg-ledger-web',
      },
    ],
  },
  'GET|POST|OPTIONS /graphql': {
    kind: 'not-an-operation',
    why: 'GraphQL transport: every Query and Mutation field is a case (and the guards in front of it)',
  },
  'GET /api/questions': {
    kind: 'own',
    why: 'the question catalogue, the same for every organization',
    calls: () => [{ method: 'GET', path: '/api/questions' }],
  },
  'GET /api/articles': {
    kind: 'own',
    why: 'the blog feed, the same for every organization (content files of the deploy)',
    calls: (w) => [{ method: 'GET', path: `/api/articles?lang=en&organizationId=${w.b.organizationId}` }],
  },
  'GET /api/articles/:slug': {
    kind: 'own',
    why: 'one article of the blog feed, the same for every organization',
    fuzzIds: () => ({ slug: 'ghg-protocol-scopes' }),
    calls: (w) => [
      { method: 'GET', path: `/api/articles/ghg-protocol-scopes?organizationId=${w.b.organizationId}` },
    ],
  },
  'GET /api/organizations/:organizationId/initial-questions': {
    kind: 'refused',
    statuses: NOT_FOUND,
    calls: (w) => [{ method: 'GET', path: org(w, '/initial-questions') }],
  },
  'PUT /api/organizations/:organizationId/initial-questions': {
    kind: 'refused',
    statuses: FORBIDDEN_OR_NOT_FOUND,
    calls: (w) => [
      {
        method: 'PUT',
        path: org(w, `/initial-questions?expectedRevision=${w.b.profileRevision}`),
        body: { industry: 'BANKING', country: 'PL', description: 'overwritten by A' },
      },
    ],
  },
  'GET /api/organizations/:organizationId/audit-log': {
    kind: 'refused',
    statuses: NOT_FOUND,
    calls: (w) => [
      { method: 'GET', path: org(w, '/audit-log') },
      { method: 'GET', path: org(w, `/audit-log?streamId=answers-${w.b.organizationId}-vehicles&limit=500`) },
    ],
  },
  'POST /api/organizations/:organizationId/answers/:questionId/commands': {
    kind: 'refused',
    statuses: FORBIDDEN_OR_NOT_FOUND,
    calls: (w) =>
      w.b.questionIds.flatMap((questionId) => [
        {
          method: 'POST',
          path: org(w, `/answers/${questionId}/commands`),
          body: { command: { type: 'DeleteAllRows' }, expectedRevision: w.b.revisions[questionId] },
        },
        {
          method: 'POST',
          path: org(w, `/answers/${questionId}/commands`),
          body: {
            command: { type: 'UpdateRow', rowId: bRow(w), values: { consumption: 1 } },
            expectedRevision: w.b.revisions[questionId],
          },
        },
      ]),
  },
  'PUT /api/organizations/:organizationId/blocked-periods/:period': {
    kind: 'refused',
    statuses: FORBIDDEN_OR_NOT_FOUND,
    calls: (w) => [{ method: 'PUT', path: org(w, '/blocked-periods/2025-05') }],
  },
  'DELETE /api/organizations/:organizationId/blocked-periods/:period': {
    kind: 'refused',
    statuses: FORBIDDEN_OR_NOT_FOUND,
    calls: (w) => [{ method: 'DELETE', path: org(w, `/blocked-periods/${w.b.blockedPeriod}`) }],
  },
  'GET /api/organizations/:organizationId/answer-audit.csv': {
    kind: 'refused',
    statuses: NOT_FOUND,
    calls: (w) => [
      { method: 'GET', path: org(w, '/answer-audit.csv') },
      { method: 'GET', path: org(w, `/answer-audit.csv?rowId=${bRow(w)}`) },
    ],
  },
  'GET /api/organizations/:organizationId/answer-audit.xlsx': {
    kind: 'refused',
    statuses: NOT_FOUND,
    calls: (w) => [{ method: 'GET', path: org(w, `/answer-audit.xlsx?lang=en&rowId=${bRow(w)}`) }],
  },
  'GET /api/organizations/:organizationId/sheet-export': {
    kind: 'refused',
    statuses: FORBIDDEN_OR_NOT_FOUND,
    calls: (w) => [
      { method: 'GET', path: org(w, '/sheet-export?format=xlsx') },
      { method: 'GET', path: org(w, `/sheet-export?format=xls&lang=en&questionId=${w.b.questionIds[0]}`) },
    ],
  },
  'GET /api/organizations/:organizationId/sheet-template': {
    kind: 'refused',
    statuses: FORBIDDEN_OR_NOT_FOUND,
    calls: (w) => [{ method: 'GET', path: org(w, '/sheet-template?format=xlsx&lang=en') }],
  },
  'POST /api/organizations/:organizationId/sheet-imports': {
    kind: 'refused',
    statuses: FORBIDDEN_OR_NOT_FOUND,
    calls: (w) => [{ method: 'POST', path: org(w, '/sheet-imports'), body: {} }],
  },
  'GET /api/organizations/:organizationId/sheet-imports/:importId': {
    kind: 'refused',
    statuses: FORBIDDEN_OR_NOT_FOUND,
    calls: (w) => [{ method: 'GET', path: org(w, `/sheet-imports/${bRow(w)}`) }],
  },
  'POST /api/organizations/:organizationId/sheet-imports/:importId/revert': {
    kind: 'refused',
    statuses: FORBIDDEN_OR_NOT_FOUND,
    calls: (w) => [{ method: 'POST', path: org(w, `/sheet-imports/${bRow(w)}/revert`), body: {} }],
  },
  'POST /api/organizations/:organizationId/answers/:questionId/evidence': {
    kind: 'refused',
    statuses: FORBIDDEN_OR_NOT_FOUND,
    calls: (w) => [
      {
        method: 'POST',
        path: org(w, `/answers/vehicles/evidence?rowId=${bRow(w)}&fileName=a.pdf`),
        body: '%PDF-1.4\n%%EOF\n',
        headers: { 'content-type': 'application/pdf' },
      },
    ],
  },
  'GET /api/organizations/:organizationId/answers/:questionId/evidence': {
    kind: 'refused',
    statuses: FORBIDDEN_OR_NOT_FOUND,
    calls: (w) => [
      { method: 'GET', path: org(w, '/answers/vehicles/evidence') },
      { method: 'GET', path: org(w, `/answers/vehicles/evidence?rowId=${bRow(w)}`) },
    ],
  },
  'GET /api/organizations/:organizationId/answers/:questionId/evidence/:evidenceId': {
    kind: 'refused',
    statuses: FORBIDDEN_OR_NOT_FOUND,
    fuzzIds: (w) => ({ evidenceId: w.b.evidenceId }),
    calls: (w) => [{ method: 'GET', path: org(w, `/answers/vehicles/evidence/${w.b.evidenceId}`) }],
  },
  'DELETE /api/organizations/:organizationId/answers/:questionId/evidence/:evidenceId': {
    kind: 'refused',
    statuses: FORBIDDEN_OR_NOT_FOUND,
    fuzzIds: (w) => ({ evidenceId: w.b.evidenceId }),
    calls: (w) => [{ method: 'DELETE', path: org(w, `/answers/vehicles/evidence/${w.b.evidenceId}`) }],
  },
  'GET /api/organizations/:organizationId/sheet-import-history': {
    kind: 'refused',
    statuses: FORBIDDEN_OR_NOT_FOUND,
    calls: (w) => [{ method: 'GET', path: org(w, '/sheet-import-history') }],
  },
  'GET /api/organizations/:organizationId/charts-data': {
    kind: 'refused',
    statuses: NOT_FOUND,
    calls: (w) => [{ method: 'GET', path: org(w, '/charts-data?dateFrom=2024-01&dateTo=2025-12') }],
  },
  'GET /api/organizations/:organizationId/emission-lines': {
    kind: 'refused',
    statuses: NOT_FOUND,
    calls: (w) => [{ method: 'GET', path: org(w, '/emission-lines?period=2025-01') }],
  },
  'GET /api/organizations/:organizationId/emissions-by-location': {
    kind: 'refused',
    statuses: NOT_FOUND,
    calls: (w) => [{ method: 'GET', path: org(w, '/emissions-by-location?dateFrom=2025-01&dateTo=2025-12') }],
  },
  'GET /api/organizations/:organizationId/data-quality': {
    kind: 'refused',
    statuses: NOT_FOUND,
    calls: (w) => [{ method: 'GET', path: org(w, '/data-quality?dateFrom=2025-01&dateTo=2025-12') }],
  },
  'GET /api/organizations/:organizationId/emission-lines/:questionId/:rowId': {
    kind: 'refused',
    statuses: NOT_FOUND,
    calls: (w) => [{ method: 'GET', path: org(w, `/emission-lines/${w.b.questionIds[0]}/${bRow(w)}`) }],
  },
  'GET /api/organizations/:organizationId/benchmark': {
    kind: 'refused',
    statuses: NOT_FOUND,
    calls: (w) => [{ method: 'GET', path: org(w, '/benchmark') }],
  },
  'GET /api/organizations/:organizationId/magicLinks': {
    kind: 'refused',
    statuses: NOT_FOUND,
    calls: (w) => [{ method: 'GET', path: org(w, '/magicLinks') }],
  },
  'POST /api/organizations/:organizationId/magicLinks': {
    kind: 'refused',
    statuses: FORBIDDEN_OR_NOT_FOUND,
    calls: (w) => [
      {
        method: 'POST',
        path: org(w, '/magicLinks'),
        body: { email: 'intruz@example.com', role: 'administrator' },
      },
    ],
  },
  'POST /api/organizations/:organizationId/magicLinks/:magicLinkId/resend': {
    kind: 'refused',
    // A's own path with B's link: the link is not A's (404), or the caller may not invite (403).
    statuses: [403, 404],
    fuzzIds: (w) => ({ magicLinkId: w.b.magicLinks.live }),
    calls: (w) => [
      { method: 'POST', path: org(w, `/magicLinks/${w.b.magicLinks.live}/resend`) },
      {
        method: 'POST',
        path: `/api/organizations/${w.a.organizationId}/magicLinks/${w.b.magicLinks.live}/resend`,
      },
    ],
  },
  'DELETE /api/organizations/:organizationId/magicLinks/:magicLinkId': {
    kind: 'refused',
    statuses: [403, 404],
    fuzzIds: (w) => ({ magicLinkId: w.b.magicLinks.live }),
    calls: (w) => [
      { method: 'DELETE', path: org(w, `/magicLinks/${w.b.magicLinks.live}`) },
      {
        method: 'DELETE',
        path: `/api/organizations/${w.a.organizationId}/magicLinks/${w.b.magicLinks.live}`,
      },
    ],
  },
  'POST /api/invitations/:magicLinkId/accept': {
    kind: 'refused',
    // B's open invitation names another address (403); its spent one answers link expired (410); an id that
    // cannot be a link is the spec's validation error.
    statuses: [403, 410],
    fuzzIds: (w) => ({ magicLinkId: w.b.magicLinks.live }),
    calls: (w) => [
      { method: 'POST', path: `/api/invitations/${w.b.magicLinks.live}/accept` },
      { method: 'POST', path: `/api/invitations/${w.b.magicLinks.revoked}/accept` },
    ],
  },
  'GET /api/organizations/:organizationId/outbox': {
    kind: 'refused',
    statuses: NOT_FOUND,
    calls: (w) => [{ method: 'GET', path: org(w, '/outbox') }],
  },
  'GET /api/users': {
    kind: 'own',
    why: 'the people of the session’s organization (administrators; others 403)',
    calls: (w) => [{ method: 'GET', path: `/api/users?organizationId=${w.b.organizationId}` }],
  },
  'DELETE /api/users/:userId': {
    kind: 'refused',
    // Someone of another organization is answered like an unknown person (404); non-administrators 403.
    statuses: [403, 404],
    calls: (w) => w.b.userIds.map((userId) => ({ method: 'DELETE', path: `/api/users/${userId}` })),
  },
  'PUT /api/users/:userId/role': {
    kind: 'refused',
    // B's people are answered like unknown ones (404); non-administrators 403; B's roles stay as they were.
    statuses: [403, 404],
    calls: (w) =>
      w.b.userIds.map((userId) => ({
        method: 'PUT',
        path: `/api/users/${userId}/role`,
        body: { role: 'auditor' },
      })),
  },
  'POST /api/magicLinks': {
    kind: 'own',
    why: 'provider staff issue a link that registers a new organization: it names none (others 403)',
    calls: (w) => [{ method: 'POST', path: '/api/magicLinks', body: { organizationId: w.b.organizationId } }],
  },
  'GET /api/magic/:magicLinkId': {
    kind: 'public',
    why:
      'magic-link lookup (spec §7): the link id is the credential and an active link answers its organization ' +
      'and e-mail, so B’s live link is never sent; its revoked link and other ids answer nothing of B',
    fuzzIds: (w) => ({ magicLinkId: w.b.magicLinks.revoked }),
    calls: (w) => [
      { method: 'GET', path: `/api/magic/${w.b.magicLinks.revoked}` },
      { method: 'GET', path: `/api/magic/${w.b.organizationId}` },
    ],
  },
  'POST /api/magic/:magicLinkId/user': {
    kind: 'public',
    why: 'registration through an invitation: the link is the credential; B’s revoked link registers nobody',
    fuzzIds: (w) => ({ magicLinkId: w.b.magicLinks.revoked }),
    calls: (w) => [
      {
        method: 'POST',
        path: `/api/magic/${w.b.magicLinks.revoked}/user`,
        body: {
          email: 'intruz@example.com',
          firstName: 'In',
          lastName: 'Truz',
          password: 'Intruz-Password-1!',
        },
      },
    ],
  },
  'POST /api/magic/:magicLinkId/admin': {
    kind: 'public',
    why: 'registration of a new organization: B’s invitation (a user link) is the wrong variant, its revoked one expired',
    fuzzIds: (w) => ({ magicLinkId: w.b.magicLinks.revoked }),
    calls: (w) =>
      [w.b.magicLinks.live, w.b.magicLinks.revoked].map((id) => ({
        method: 'POST',
        path: `/api/magic/${id}/admin`,
        body: { account: { email: 'intruz@example.com', password: 'Intruz-Password-1!' } },
      })),
  },
  'GET /api/users/me': {
    kind: 'own',
    why: 'the caller, their organization, plan and permissions',
    calls: (w) => [{ method: 'GET', path: `/api/users/me?organizationId=${w.b.organizationId}` }],
  },
  'GET /api/users/me/profile': {
    kind: 'own',
    why: 'the caller’s own profile; the person is the session’s, never a parameter',
    calls: (w) => [
      {
        method: 'GET',
        path: `/api/users/me/profile?userId=${w.b.userIds[0]}&organizationId=${w.b.organizationId}`,
      },
      ...w.b.sessionHashes.map((hash) => ({
        method: 'GET',
        path: '/api/users/me/profile',
        cookie: `ghg_session=${hash}`,
      })),
    ],
  },
  'PUT /api/users/me/profile': {
    kind: 'own',
    why: 'edits the caller’s own profile only: B’s ids in the query or body name nobody',
    calls: (w) => [
      {
        method: 'PUT',
        path: `/api/users/me/profile?userId=${w.b.userIds[0]}`,
        body: {
          userId: w.b.userIds[0],
          organizationId: w.b.organizationId,
          firstName: 'Intruz',
          lastName: 'Testowy',
          jobTitle: 'set by A',
        },
      },
      ...w.b.sessionHashes.map((hash) => ({
        method: 'PUT',
        path: '/api/users/me/profile',
        cookie: `ghg_session=${hash}`,
        body: { firstName: 'Intruz', lastName: 'Testowy', jobTitle: 'set with B’s stored hash' },
      })),
    ],
  },
  'PUT /api/users/me/password': {
    kind: 'own',
    // A wrong current password only: a right one would end the caller's other sessions mid-suite.
    why: 'changes the caller’s own password only, and only with their current one; B’s ids name nobody',
    calls: (w) => [
      {
        method: 'PUT',
        path: `/api/users/me/password?userId=${w.b.userIds[0]}`,
        body: {
          userId: w.b.userIds[0],
          currentPassword: 'not-the-password',
          newPassword: 'Intruz-Password-123!',
          repeatPassword: 'Intruz-Password-123!',
        },
      },
      ...w.b.sessionHashes.map((hash) => ({
        method: 'PUT',
        path: '/api/users/me/password',
        cookie: `ghg_session=${hash}`,
        body: {
          currentPassword: 'not-the-password',
          newPassword: 'Intruz-Password-123!',
          repeatPassword: 'Intruz-Password-123!',
        },
      })),
    ],
  },
  'GET /api/organizations/:organizationId': {
    kind: 'refused',
    statuses: FORBIDDEN_OR_NOT_FOUND,
    calls: (w) => [{ method: 'GET', path: org(w, '') }],
  },
  'POST /api/organizations/:organizationId/entities': {
    kind: 'refused',
    statuses: FORBIDDEN_OR_NOT_FOUND,
    calls: (w) => [{ method: 'POST', path: org(w, '/entities'), body: { name: 'added by A' } }],
  },
  'DELETE /api/organizations/:organizationId/entities/:entityId': {
    kind: 'refused',
    statuses: FORBIDDEN_OR_NOT_FOUND,
    fuzzIds: (w) => ({ entityId: w.b.locationId }),
    calls: (w) => [{ method: 'DELETE', path: org(w, `/entities/${w.b.locationId}`) }],
  },
  'GET /api/organizations/:organizationId/plan': {
    kind: 'refused',
    statuses: FORBIDDEN_OR_NOT_FOUND,
    calls: (w) => [{ method: 'GET', path: org(w, '/plan') }],
  },
  'GET /api/organizations/:organizationId/structure': {
    kind: 'refused',
    statuses: FORBIDDEN_OR_NOT_FOUND,
    calls: (w) => [{ method: 'GET', path: org(w, '/structure') }],
  },
  'POST /api/users/:organizationId/select-organization': {
    kind: 'refused',
    statuses: FORBIDDEN_OR_NOT_FOUND,
    calls: (w) => [{ method: 'POST', path: `/api/users/${w.b.organizationId}/select-organization` }],
  },
  'GET /api/backoffice/organizations': {
    kind: 'refused',
    statuses: [403],
    crossTenant: BACK_OFFICE,
    calls: (w) => [
      { method: 'GET', path: `/api/backoffice/organizations?organizationId=${w.b.organizationId}` },
    ],
  },
  'PUT /api/backoffice/organizations/:organizationId/plan': {
    kind: 'refused',
    statuses: [403],
    crossTenant: BACK_OFFICE,
    calls: (w) => [
      {
        method: 'PUT',
        path: `/api/backoffice/organizations/${w.b.organizationId}/plan`,
        body: { planName: 'FullAccess' },
      },
    ],
  },
  'PUT /api/backoffice/organizations/:organizationId/blocked': {
    kind: 'refused',
    statuses: [403],
    crossTenant: BACK_OFFICE,
    calls: (w) => [{ method: 'PUT', path: `/api/backoffice/organizations/${w.b.organizationId}/blocked` }],
  },
  'DELETE /api/backoffice/organizations/:organizationId/blocked': {
    kind: 'refused',
    statuses: [403],
    crossTenant: BACK_OFFICE,
    calls: (w) => [{ method: 'DELETE', path: `/api/backoffice/organizations/${w.b.organizationId}/blocked` }],
  },
  'PUT /api/backoffice/organizations/:organizationId/partnership': {
    kind: 'refused',
    statuses: [403],
    crossTenant: BACK_OFFICE,
    calls: (w) => [
      {
        method: 'PUT',
        path: `/api/backoffice/organizations/${w.b.organizationId}/partnership`,
        body: { partnership: 'bankBooster' },
      },
    ],
  },
  // "Client bought verification" (issue 20): provider people act on a client by design; anyone else of A is refused.
  'PUT /api/backoffice/organizations/:organizationId/verification': {
    kind: 'refused',
    statuses: [403],
    crossTenant: BACK_OFFICE,
    calls: (w) => [
      {
        method: 'PUT',
        path: `/api/backoffice/organizations/${w.b.organizationId}/verification`,
        body: { purchased: true },
      },
    ],
  },
  'GET /api/backoffice/organizations/:organizationId/row-verification': {
    kind: 'refused',
    statuses: [403],
    crossTenant: BACK_OFFICE,
    calls: (w) => [
      { method: 'GET', path: `/api/backoffice/organizations/${w.b.organizationId}/row-verification` },
    ],
  },
  'POST /api/backoffice/organizations/:organizationId/row-verification/approve': {
    kind: 'refused',
    statuses: [403],
    crossTenant: BACK_OFFICE,
    calls: (w) => [
      {
        method: 'POST',
        path: `/api/backoffice/organizations/${w.b.organizationId}/row-verification/approve`,
        body: { rowIds: w.b.rowIds },
      },
    ],
  },
  'POST /api/backoffice/organizations/:organizationId/row-verification/return': {
    kind: 'refused',
    statuses: [403],
    crossTenant: BACK_OFFICE,
    calls: (w) => [
      {
        method: 'POST',
        path: `/api/backoffice/organizations/${w.b.organizationId}/row-verification/return`,
        body: { rowId: w.b.rowIds[0], comment: 'x' },
      },
    ],
  },
  'PUT /api/backoffice/organizations/:organizationId/tags': {
    kind: 'refused',
    statuses: [403],
    crossTenant: BACK_OFFICE,
    calls: (w) => [
      {
        method: 'PUT',
        path: `/api/backoffice/organizations/${w.b.organizationId}/tags`,
        body: { tags: ['x'] },
      },
    ],
  },
  'PUT /api/backoffice/organizations/:organizationId/parent': {
    kind: 'refused',
    statuses: [403],
    crossTenant: BACK_OFFICE,
    calls: (w) => [
      {
        method: 'PUT',
        path: `/api/backoffice/organizations/${w.b.organizationId}/parent`,
        body: { parentOrganizationId: w.a.organizationId },
      },
    ],
  },
  'GET /api/backoffice/organizations/:organizationId/blocked-periods': {
    kind: 'refused',
    statuses: [403],
    crossTenant: BACK_OFFICE,
    calls: (w) => [
      { method: 'GET', path: `/api/backoffice/organizations/${w.b.organizationId}/blocked-periods` },
    ],
  },
  'PUT /api/backoffice/organizations/:organizationId/blocked-periods/:period': {
    kind: 'refused',
    statuses: [403],
    crossTenant: BACK_OFFICE,
    calls: (w) => [
      { method: 'PUT', path: `/api/backoffice/organizations/${w.b.organizationId}/blocked-periods/2025-05` },
    ],
  },
  'DELETE /api/backoffice/organizations/:organizationId/blocked-periods/:period': {
    kind: 'refused',
    statuses: [403],
    crossTenant: BACK_OFFICE,
    calls: (w) => [
      {
        method: 'DELETE',
        path: `/api/backoffice/organizations/${w.b.organizationId}/blocked-periods/${w.b.blockedPeriod}`,
      },
    ],
  },
  'GET /api/organizations/:organizationId/data-sharing': {
    kind: 'refused',
    statuses: NOT_FOUND,
    calls: (w) => [{ method: 'GET', path: org(w, '/data-sharing') }],
  },
  'PUT /api/organizations/:organizationId/data-sharing': {
    kind: 'refused',
    statuses: FORBIDDEN_OR_NOT_FOUND,
    calls: (w) => [{ method: 'PUT', path: org(w, '/data-sharing') }],
  },
  'DELETE /api/organizations/:organizationId/data-sharing': {
    kind: 'refused',
    statuses: FORBIDDEN_OR_NOT_FOUND,
    calls: (w) => [{ method: 'DELETE', path: org(w, '/data-sharing') }],
  },
  'GET /api/backoffice/portfolio': {
    kind: 'refused',
    statuses: [403],
    crossTenant: BACK_OFFICE,
    calls: () => [
      { method: 'GET', path: '/api/backoffice/portfolio' },
      { method: 'GET', path: '/api/backoffice/portfolio?year=2025' },
    ],
  },
  'GET /api/backoffice/portfolio.csv': {
    kind: 'refused',
    statuses: [403],
    crossTenant: BACK_OFFICE,
    calls: () => [{ method: 'GET', path: '/api/backoffice/portfolio.csv?lang=en' }],
  },
  'GET /api/backoffice/portfolio.xlsx': {
    kind: 'refused',
    statuses: [403],
    crossTenant: BACK_OFFICE,
    calls: () => [{ method: 'GET', path: '/api/backoffice/portfolio.xlsx' }],
  },
  'POST /api/backoffice/portfolio/:organizationId/snapshots': {
    kind: 'refused',
    statuses: [403],
    crossTenant: BACK_OFFICE,
    calls: (w) => [{ method: 'POST', path: `/api/backoffice/portfolio/${w.b.organizationId}/snapshots` }],
  },
  'POST /api/organizations/:organizationId/report-requests': {
    kind: 'refused',
    statuses: FORBIDDEN_OR_NOT_FOUND,
    calls: (w) => [
      {
        method: 'POST',
        path: org(w, '/report-requests'),
        // Not one of B's ids: the fuzz also sends this with A's id in the path, which records it in A's own list
        // (GET …/report-requests), where a B marker would read as a leak.
        body: { requestId: 'request-named-by-a', period: { choice: 'previous-year' }, language: 'pl' },
      },
    ],
  },
  'GET /api/organizations/:organizationId/short-report.pdf': {
    kind: 'refused',
    statuses: NOT_FOUND,
    calls: (w) => [
      { method: 'GET', path: org(w, '/short-report.pdf?period=from-beginning') },
      { method: 'GET', path: org(w, '/short-report.pdf?period=custom&from=2025-01&to=2025-03&lang=en') },
    ],
  },
  'GET /api/organizations/:organizationId/vsme-climate': {
    kind: 'refused',
    statuses: NOT_FOUND,
    calls: (w) => [{ method: 'GET', path: org(w, '/vsme-climate?year=2025') }],
  },
  'GET /api/organizations/:organizationId/vsme-climate.pdf': {
    kind: 'refused',
    statuses: NOT_FOUND,
    calls: (w) => [{ method: 'GET', path: org(w, '/vsme-climate.pdf?year=2025&lang=en') }],
  },
  'GET /api/organizations/:organizationId/vsme-climate.xlsx': {
    kind: 'refused',
    statuses: NOT_FOUND,
    calls: (w) => [{ method: 'GET', path: org(w, '/vsme-climate.xlsx?year=2025&lang=en') }],
  },
  'GET /api/backoffice/report-requests': {
    kind: 'refused',
    statuses: [403],
    crossTenant: BACK_OFFICE,
    calls: (w) => [
      { method: 'GET', path: `/api/backoffice/report-requests?organizationId=${w.b.organizationId}` },
    ],
  },
  'GET /api/shell-settings': {
    kind: 'public',
    why: 'configuration of the shell (contacts, offset partners, third parties), the same for everyone',
    calls: (w) => [{ method: 'GET', path: `/api/shell-settings?organizationId=${w.b.organizationId}` }],
  },
  'POST /api/organizations/:organizationId/support-requests': {
    kind: 'refused',
    statuses: FORBIDDEN_OR_NOT_FOUND,
    calls: (w) => [
      {
        method: 'POST',
        path: org(w, '/support-requests'),
        body: { requestId: w.b.rowIds[0], subject: 'Hello', message: 'From A', language: 'pl' },
      },
    ],
  },
  'POST /api/organizations/:organizationId/offset-quote-requests': {
    kind: 'refused',
    statuses: FORBIDDEN_OR_NOT_FOUND,
    calls: (w) => [
      {
        method: 'POST',
        path: org(w, '/offset-quote-requests'),
        body: { requestId: w.b.rowIds[0], projectId: 'demo-wind-india', tonnes: 5, language: 'pl' },
      },
    ],
  },
  'GET /api/backoffice/provider-requests': {
    kind: 'refused',
    statuses: [403],
    crossTenant: BACK_OFFICE,
    calls: () => [{ method: 'GET', path: '/api/backoffice/provider-requests' }],
  },
  'GET /api/backoffice/provider-requests/:organizationId/:requestId/screenshot': {
    kind: 'refused',
    statuses: [403],
    crossTenant: BACK_OFFICE,
    fuzzIds: (w) => ({ organizationId: w.b.organizationId, requestId: bRow(w) }),
    calls: (w) => [
      {
        method: 'GET',
        path: `/api/backoffice/provider-requests/${w.b.organizationId}/${bRow(w)}/screenshot`,
      },
    ],
  },
  // Delegated tasks, row verification, notifications (issue 20): B's organization in the path is refused.
  'GET /api/organizations/:organizationId/tasks': {
    kind: 'refused',
    statuses: FORBIDDEN_OR_NOT_FOUND,
    calls: (w) => [{ method: 'GET', path: org(w, '/tasks') }],
  },
  'GET /api/organizations/:organizationId/task-panel': {
    kind: 'refused',
    statuses: FORBIDDEN_OR_NOT_FOUND,
    calls: (w) => [{ method: 'GET', path: org(w, '/task-panel') }],
  },
  'GET /api/organizations/:organizationId/tasks/:taskId/comments': {
    kind: 'refused',
    statuses: FORBIDDEN_OR_NOT_FOUND,
    calls: (w) => [{ method: 'GET', path: org(w, `/tasks/${bRow(w)}/comments`) }],
  },
  'POST /api/organizations/:organizationId/teams': {
    kind: 'refused',
    statuses: FORBIDDEN_OR_NOT_FOUND,
    calls: (w) => [
      { method: 'POST', path: org(w, '/teams'), body: { name: 'B team', memberIds: w.b.userIds } },
    ],
  },
  'PUT /api/organizations/:organizationId/teams/:teamId/members': {
    kind: 'refused',
    statuses: FORBIDDEN_OR_NOT_FOUND,
    calls: (w) => [
      { method: 'PUT', path: org(w, `/teams/${bRow(w)}/members`), body: { memberIds: w.b.userIds } },
    ],
  },
  'POST /api/organizations/:organizationId/tasks': {
    kind: 'refused',
    statuses: FORBIDDEN_OR_NOT_FOUND,
    calls: (w) => [
      {
        method: 'POST',
        path: org(w, '/tasks'),
        body: {
          area: { kind: 'sections', sections: ['electricity'] },
          assignee: { kind: 'user', userId: w.b.userIds[0] },
          dueDate: '2026-12-31',
          note: '',
        },
      },
    ],
  },
  'PUT /api/organizations/:organizationId/tasks/:taskId/status': {
    kind: 'refused',
    statuses: FORBIDDEN_OR_NOT_FOUND,
    calls: (w) => [{ method: 'PUT', path: org(w, `/tasks/${bRow(w)}/status`), body: { status: 'done' } }],
  },
  'PUT /api/organizations/:organizationId/tasks/:taskId/assignee': {
    kind: 'refused',
    statuses: FORBIDDEN_OR_NOT_FOUND,
    calls: (w) => [
      {
        method: 'PUT',
        path: org(w, `/tasks/${bRow(w)}/assignee`),
        body: { assignee: { kind: 'user', userId: w.b.userIds[0] } },
      },
    ],
  },
  'POST /api/organizations/:organizationId/tasks/:taskId/comments': {
    kind: 'refused',
    statuses: FORBIDDEN_OR_NOT_FOUND,
    calls: (w) => [{ method: 'POST', path: org(w, `/tasks/${bRow(w)}/comments`), body: { text: 'x' } }],
  },
  'GET /api/organizations/:organizationId/row-verification': {
    kind: 'refused',
    statuses: FORBIDDEN_OR_NOT_FOUND,
    calls: (w) => [{ method: 'GET', path: org(w, '/row-verification') }],
  },
  'POST /api/organizations/:organizationId/row-verification/submit': {
    kind: 'refused',
    statuses: FORBIDDEN_OR_NOT_FOUND,
    calls: (w) => [
      { method: 'POST', path: org(w, '/row-verification/submit'), body: { rowIds: w.b.rowIds } },
    ],
  },
  'POST /api/organizations/:organizationId/row-verification/approve': {
    kind: 'refused',
    statuses: FORBIDDEN_OR_NOT_FOUND,
    calls: (w) => [
      { method: 'POST', path: org(w, '/row-verification/approve'), body: { rowIds: w.b.rowIds } },
    ],
  },
  'POST /api/organizations/:organizationId/row-verification/return': {
    kind: 'refused',
    statuses: FORBIDDEN_OR_NOT_FOUND,
    calls: (w) => [
      { method: 'POST', path: org(w, '/row-verification/return'), body: { rowId: bRow(w), comment: 'x' } },
    ],
  },
  'GET /api/users/me/notifications': {
    kind: 'own',
    why: 'the caller’s own notifications in the session’s organization; no parameter names anyone',
    calls: (w) => [
      { method: 'GET', path: `/api/users/me/notifications?organizationId=${w.b.organizationId}` },
    ],
  },
  'POST /api/users/me/notifications/read': {
    kind: 'own',
    why: 'marks the caller’s own notifications; an id of B’s is not theirs and marks nothing of B',
    calls: () => [{ method: 'POST', path: '/api/users/me/notifications/read', body: {} }],
  },
  'GET /api/users/me/notification-preferences': {
    kind: 'own',
    why: 'the caller’s own notification e-mail choice; no parameter names anyone',
    calls: (w) => [
      { method: 'GET', path: `/api/users/me/notification-preferences?userId=${w.b.userIds[0]}` },
    ],
  },
  'PUT /api/users/me/notification-preferences': {
    kind: 'own',
    why: 'the caller’s own user stream only; B’s person named in the body changes nothing of B',
    calls: (w) => [
      {
        method: 'PUT',
        path: '/api/users/me/notification-preferences',
        body: { emailEnabled: true, mutedKinds: [], userId: w.b.userIds[0] },
      },
    ],
  },
  'GET /api/organizations/:organizationId/report-requests': {
    kind: 'refused',
    statuses: FORBIDDEN_OR_NOT_FOUND,
    calls: (w) => [{ method: 'GET', path: org(w, '/report-requests') }],
  },
  'GET /api/organizations/:organizationId/report-requests/:requestId/file': {
    kind: 'refused',
    statuses: FORBIDDEN_OR_NOT_FOUND,
    calls: (w) => [{ method: 'GET', path: org(w, `/report-requests/${bRow(w)}/file`) }],
  },
  'POST /api/backoffice/report-requests/:organizationId/:requestId/preparation': {
    kind: 'refused',
    statuses: [403],
    crossTenant: BACK_OFFICE,
    calls: (w) => [
      {
        method: 'POST',
        path: `/api/backoffice/report-requests/${w.b.organizationId}/${bRow(w)}/preparation`,
      },
    ],
  },
  'POST /api/backoffice/report-requests/:organizationId/:requestId/delivery': {
    kind: 'refused',
    statuses: [403],
    crossTenant: BACK_OFFICE,
    calls: (w) => [
      {
        method: 'POST',
        path: `/api/backoffice/report-requests/${w.b.organizationId}/${bRow(w)}/delivery`,
        body: { fileName: 'x.pdf', contentBase64: 'eA==' },
      },
    ],
  },
  'GET /api/organizations/:organizationId/reduction-plans': {
    kind: 'refused',
    statuses: FORBIDDEN_OR_NOT_FOUND,
    calls: (w) => [
      { method: 'GET', path: org(w, '/reduction-plans') },
      { method: 'GET', path: org(w, '/reduction-plans?scope=2') },
    ],
  },
  'GET /api/organizations/:organizationId/reduction-plan/history': {
    kind: 'refused',
    statuses: FORBIDDEN_OR_NOT_FOUND,
    calls: (w) => [{ method: 'GET', path: org(w, '/reduction-plan/history') }],
  },
  'POST /api/organizations/:organizationId/reduction-plan/measures': {
    kind: 'refused',
    statuses: FORBIDDEN_OR_NOT_FOUND,
    calls: (w) => [
      {
        method: 'POST',
        path: org(w, '/reduction-plan/measures'),
        body: { measureId: 'electricity-led', owner: 'A', dueDate: '2027-01-31', expectedReductionTonnes: 1 },
      },
    ],
  },
  'POST /api/organizations/:organizationId/reduction-plan/custom-measures': {
    kind: 'refused',
    statuses: FORBIDDEN_OR_NOT_FOUND,
    calls: (w) => [
      {
        method: 'POST',
        path: org(w, '/reduction-plan/custom-measures'),
        body: {
          measureId: w.b.reductionMeasureId.replace(/^custom-/, ''),
          section: 'heat',
          title: 'A',
          description: 'A',
          owner: 'A',
          dueDate: '2027-01-31',
          expectedReductionTonnes: 1,
        },
      },
    ],
  },
  'PUT /api/organizations/:organizationId/reduction-plan/measures/:measureId/status': {
    kind: 'refused',
    statuses: FORBIDDEN_OR_NOT_FOUND,
    fuzzIds: (w) => ({ measureId: w.b.reductionMeasureId }),
    calls: (w) => [
      {
        method: 'PUT',
        path: org(w, `/reduction-plan/measures/${w.b.reductionMeasureId}/status`),
        body: { status: 'dropped' },
      },
    ],
  },
  'GET /api/organizations/:organizationId/reduction-target': {
    kind: 'refused',
    statuses: NOT_FOUND,
    calls: (w) => [{ method: 'GET', path: org(w, '/reduction-target') }],
  },
  'PUT /api/organizations/:organizationId/reduction-target': {
    kind: 'refused',
    statuses: FORBIDDEN_OR_NOT_FOUND,
    calls: (w) => [
      {
        method: 'PUT',
        path: org(w, '/reduction-target'),
        body: { baseYear: 2025, targetYear: 2026, scope12Percent: 99 },
      },
    ],
  },
  'GET /api/organizations/:organizationId/report-products': {
    kind: 'refused',
    statuses: FORBIDDEN_OR_NOT_FOUND,
    calls: (w) => [{ method: 'GET', path: org(w, '/report-products') }],
  },
  'GET /api/organizations/:organizationId/report-product/:productId': {
    kind: 'refused',
    statuses: FORBIDDEN_OR_NOT_FOUND,
    fuzzIds: (w) => ({ productId: w.b.productId }),
    calls: (w) => [{ method: 'GET', path: org(w, `/report-product/${w.b.productId}`) }],
  },
  'GET /api/organizations/:organizationId/report-product/:productId/pdf': {
    kind: 'refused',
    statuses: FORBIDDEN_OR_NOT_FOUND,
    fuzzIds: (w) => ({ productId: w.b.productId }),
    calls: (w) => [{ method: 'GET', path: org(w, `/report-product/${w.b.productId}/pdf?lang=en&volume=10`) }],
  },
  'GET /api/organizations/:organizationId/report-product/:productId/xlsx': {
    kind: 'refused',
    statuses: FORBIDDEN_OR_NOT_FOUND,
    fuzzIds: (w) => ({ productId: w.b.productId }),
    calls: (w) => [
      { method: 'GET', path: org(w, `/report-product/${w.b.productId}/xlsx?lang=en&volume=10`) },
    ],
  },
  'GET /api/organizations/:organizationId/products-questions': {
    kind: 'refused',
    statuses: FORBIDDEN_OR_NOT_FOUND,
    calls: (w) => [{ method: 'GET', path: org(w, '/products-questions') }],
  },
  'POST /api/organizations/:organizationId/products': {
    kind: 'refused',
    statuses: FORBIDDEN_OR_NOT_FOUND,
    calls: (w) => [
      { method: 'POST', path: org(w, '/products'), body: { name: 'added by A', declaredUnit: '1 kg' } },
    ],
  },
  'POST /api/organizations/:organizationId/products/:productId/commands': {
    kind: 'refused',
    statuses: FORBIDDEN_OR_NOT_FOUND,
    fuzzIds: (w) => ({ productId: w.b.productId }),
    calls: (w) => [
      {
        method: 'POST',
        path: org(w, `/products/${w.b.productId}/commands`),
        body: { command: { type: 'ArchiveProduct' }, expectedRevision: w.b.productRevision },
      },
    ],
  },
  'POST /api/organizations/:organizationId/products/:productId/answers/:sectionKey/commands': {
    kind: 'refused',
    statuses: FORBIDDEN_OR_NOT_FOUND,
    fuzzIds: (w) => ({ productId: w.b.productId, sectionKey: 'raw-materials' }),
    calls: (w) => [
      {
        method: 'POST',
        path: org(w, `/products/${w.b.productId}/answers/raw-materials/commands`),
        body: { command: { type: 'DeleteAllRows' }, expectedRevision: 1 },
      },
    ],
  },
};
