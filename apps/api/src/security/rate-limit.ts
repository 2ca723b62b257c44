import { type RequestView, sendJson } from '../shared/http-kit.js';
import type { RequestGuard } from '../shared/request-guard.js';

export interface RateLimitOptions {
  /** Requests allowed per client and route within one window. */
  limit: number;
  windowMs: number;
  /** Names the route in the bucket key (default: the path), so one busy route does not use up another's allowance. */
  route?: (view: RequestView) => string;
  now?: () => number;
}

interface Window {
  startedAt: number;
  count: number;
}

/**
 * A fixed-window limiter kept in memory (per process): enough to slow password guessing and link spamming on
 * one instance; several instances each count on their own. Answers 429 with Retry-After in seconds. The client
 * is the view's address (after the trusted-proxy rule), so it must come from the framework's request, never from
 * a raw one that has no such rule.
 */
export function rateLimit(options: RateLimitOptions): RequestGuard {
  const now = options.now ?? Date.now;
  const windows = new Map<string, Window>();
  let lastSweep = now();
  return (view, res) => {
    const at = now();
    if (at - lastSweep > options.windowMs) {
      for (const [key, window] of windows) if (at - window.startedAt >= options.windowMs) windows.delete(key);
      lastSweep = at;
    }
    const key = `${view.ip ?? 'unknown'}|${options.route ? options.route(view) : view.path}`;
    let window = windows.get(key);
    if (!window || at - window.startedAt >= options.windowMs) {
      window = { startedAt: at, count: 0 };
      windows.set(key, window);
    }
    window.count += 1;
    if (window.count <= options.limit) return true;
    const retryAfter = Math.max(1, Math.ceil((window.startedAt + options.windowMs - at) / 1000));
    res.setHeader('retry-after', String(retryAfter));
    sendJson(res, 429, {
      statusCode: 429,
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many attempts - try again later',
      retryAfterSeconds: retryAfter,
    });
    return false;
  };
}
