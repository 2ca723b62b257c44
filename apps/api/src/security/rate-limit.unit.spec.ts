import type { ServerResponse } from 'node:http';
import type { RequestView } from '../shared/http-kit.js';
import { rateLimit } from './rate-limit.js';

interface Answer {
  status?: number;
  headers: Record<string, unknown>;
  body?: unknown;
  passed: boolean;
}

/** One request through the limiter, on a stand-in for Node's response that records what is written. */
function call(guard: ReturnType<typeof rateLimit>, ip: string | undefined, path: string): Answer {
  const answer: Answer = { headers: {}, passed: false };
  const res = {
    statusCode: 200,
    setHeader(name: string, value: unknown) {
      answer.headers[name.toLowerCase()] = value;
    },
    end(body: string) {
      answer.status = res.statusCode;
      answer.body = JSON.parse(body);
    },
  } as unknown as ServerResponse;
  const view: RequestView = { method: 'GET', url: path, path, ip, secure: false, headers: {} };
  answer.passed = guard(view, res);
  return answer;
}

describe('fixed-window rate limit per client and route', () => {
  let clock = 0;
  const limiter = (route?: (view: RequestView) => string) =>
    rateLimit({ limit: 3, windowMs: 60_000, now: () => clock, route });
  beforeEach(() => {
    clock = 1_000_000;
  });

  it('lets the allowance through, then answers 429 with Retry-After', () => {
    const limit = limiter();
    for (let i = 0; i < 3; i++) expect(call(limit, '1.1.1.1', '/api/auth/login').passed).toBe(true);
    clock += 15_000;
    const refused = call(limit, '1.1.1.1', '/api/auth/login');
    expect(refused.passed).toBe(false);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('45');
    expect(refused.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(refused.body).toEqual({
      statusCode: 429,
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many attempts - try again later',
      retryAfterSeconds: 45,
    });
  });

  it('counts each client and each route on its own', () => {
    const limit = limiter();
    for (let i = 0; i < 3; i++) call(limit, '1.1.1.1', '/api/auth/login');
    expect(call(limit, '2.2.2.2', '/api/auth/login').passed).toBe(true);
    expect(call(limit, '1.1.1.1', '/api/auth/callback').passed).toBe(true);
  });

  it('a new window starts a new allowance', () => {
    const limit = limiter();
    for (let i = 0; i < 4; i++) call(limit, '1.1.1.1', '/api/auth/login');
    clock += 60_000;
    expect(call(limit, '1.1.1.1', '/api/auth/login').passed).toBe(true);
  });

  it('requests without a known address share one allowance', () => {
    const limit = limiter();
    for (let i = 0; i < 3; i++) call(limit, undefined, '/api/auth/login');
    expect(call(limit, undefined, '/api/auth/login').passed).toBe(false);
  });

  it('a route function names the bucket instead of the path', () => {
    const limit = limiter(() => 'magic');
    for (let i = 0; i < 3; i++) call(limit, '1.1.1.1', `/api/magic/link-${i}`);
    expect(call(limit, '1.1.1.1', '/api/magic/link-other').passed).toBe(false);
  });
});
