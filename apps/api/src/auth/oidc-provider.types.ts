import type { IncomingMessage, ServerResponse } from 'node:http';

/** The part of oidc-provider (untyped, ESM-only) that the embedded provider uses. */
export interface OidcGrant {
  jti: string;
  addOIDCScope(scope: string): void;
  addOIDCClaims(claims: string[]): void;
  addResourceScope(resource: string, scope: string): void;
  save(): Promise<string>;
}

export interface OidcInteraction {
  uid: string;
  prompt: { name: string; details: Record<string, unknown> };
  params: Record<string, unknown>;
  session?: { accountId?: string };
  grantId?: string;
}

export interface OidcProvider {
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
  interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<OidcInteraction>;
  interactionFinished(
    req: IncomingMessage,
    res: ServerResponse,
    result: Record<string, unknown>,
    options?: { mergeWithLastSubmission?: boolean },
  ): Promise<void>;
  Grant: {
    new (init: { accountId: string; clientId: string }): OidcGrant;
    find(id: string): Promise<OidcGrant | undefined>;
  };
  on(event: string, listener: (...args: unknown[]) => void): void;
  proxy: boolean;
}

export interface OidcProviderModule {
  default: new (issuer: string, configuration: Record<string, unknown>) => OidcProvider;
}
