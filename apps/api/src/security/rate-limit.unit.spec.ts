import type { Request, Response } from 'express';
import { rateLimit } from './rate-limit.js';

interface Answer {
  status?: number;
  headers: Record<string, string>;
  body?: unknown;
  passed: boolean;
}

function call(handler: ReturnType<typeof rateLimit>, ip: string, path: string): Answer {
  const answer: Answer = { headers: {}, passed: false };
  const res = {
    setHeader(name: string, value: string) {
      answer.headers[name] = value;
    },
    status(code: number) {
      answer.status = code;
      return this;
    },
    json(body: unknown) {
      answer.body = body;
    },
  } as unknown as Response;
  handler({ ip, path, baseUrl: '' } as Request, res, () => {
    answer.passed = true;
  });
  return answer;
}

describe('fixed-window rate limit per client and route', () => {
  let clock = 0;
  const handler = () => rateLimit({ limit: 3, windowMs: 60_000, now: () => clock });
  beforeEach(() => {
    clock = 1_000_000;
  });

  it('lets the allowance through, then answers 429 with Retry-After', () => {
    const limit = handler();
    for (let i = 0; i < 3; i++) expect(call(limit, '1.1.1.1', '/api/auth/login').passed).toBe(true);
    clock += 15_000;
    const refused = call(limit, '1.1.1.1', '/api/auth/login');
    expect(refused.passed).toBe(false);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('45');
    expect(refused.body).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });

  it('counts each client and each route on its own', () => {
    const limit = handler();
    for (let i = 0; i < 3; i++) call(limit, '1.1.1.1', '/api/auth/login');
    expect(call(limit, '2.2.2.2', '/api/auth/login').passed).toBe(true);
    expect(call(limit, '1.1.1.1', '/api/auth/callback').passed).toBe(true);
  });

  it('a new window starts a new allowance', () => {
    const limit = handler();
    for (let i = 0; i < 4; i++) call(limit, '1.1.1.1', '/api/auth/login');
    clock += 60_000;
    expect(call(limit, '1.1.1.1', '/api/auth/login').passed).toBe(true);
  });
});
