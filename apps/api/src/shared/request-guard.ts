import type { ServerResponse } from 'node:http';
import type { RequestView } from './http-kit.js';

/**
 * A check that runs before any route, on Node's own response (docs/http-adapter-plan.md, step 1): true lets the
 * request go on; false means the guard has answered it (a refusal) and nothing else may write. The app's
 * onRequest hook calls them (app/request-hooks.ts).
 */
export type RequestGuard = (view: RequestView, res: ServerResponse) => boolean;
