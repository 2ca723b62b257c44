import type { z } from 'zod';

/**
 * One REST operation as the API registers it: the method and Express path (`:param`), and the contracts'
 * schemas it parses with and answers. `openapi-document.ts` turns the list into the OpenAPI document;
 * `openapi-routes.int.spec.ts` compares the list with the routes Nest actually serves.
 */
export interface RestRoute {
  method: 'get' | 'post' | 'put' | 'delete';
  /** As the router holds it: `/api/organizations/:organizationId/plan`. */
  path: string;
  summary: string;
  tag: string;
  /** `session`: the session cookie (401 without one); `public`: no session by design. */
  access: 'session' | 'public';
  query?: z.ZodObject;
  body?: {
    schema: z.ZodType;
    type?: 'application/json' | 'application/x-www-form-urlencoded' | 'multipart/form-data';
  };
  ok: { status: number; description: string; schema?: z.ZodType; contentType?: string };
  /** Answers besides `ok` and the error shape (a redirect, an HTML page). */
  other?: Record<string, { description: string; contentType?: string }>;
  /** Not a JSON API: its errors are HTML pages or redirects (the embedded provider's login form). */
  htmlErrors?: boolean;
}
