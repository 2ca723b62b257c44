import { HttpBrowser } from '../support/http-browser.js';

/** One HTTP request of the suite: what is sent, as the failure message will show it. */
export interface HttpCall {
  method: string;
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** A cookie header sent instead of the session's own (e.g. someone else's session hash). */
  cookie?: string;
}

export interface HttpAnswer {
  status: number;
  text: string;
}

/** A signed-in person (real sign-in through the embedded provider): their cookies go with every call. */
export class Session {
  private constructor(
    readonly label: string,
    readonly role: string,
    readonly browser: HttpBrowser,
    private readonly base: string,
  ) {}

  static async signIn(
    base: string,
    who: { label: string; role: string; email: string },
    password: string,
  ): Promise<Session> {
    const browser = new HttpBrowser(base);
    const result = await browser.signIn(who.email, password, '/auth/signed-in');
    if (!result.landed) throw new Error(`${who.label} (${who.email}) could not sign in: ${result.status}`);
    return new Session(who.label, who.role, browser, base);
  }

  get cookieHeader(): string {
    return [...this.browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async send(call: HttpCall): Promise<HttpAnswer> {
    const json = call.body !== undefined && typeof call.body !== 'string';
    const res = await fetch(this.base + call.path, {
      method: call.method,
      redirect: 'manual',
      headers: {
        'x-ghg-csrf': '1',
        accept: 'application/json',
        ...(json ? { 'content-type': 'application/json' } : {}),
        ...(call.headers ?? {}),
        cookie: call.cookie ?? this.cookieHeader,
      },
      body: call.body === undefined ? undefined : json ? JSON.stringify(call.body) : (call.body as string),
    });
    // A redirect's target is part of the answer (it could name what it should not).
    const location = res.headers.get('location');
    return { status: res.status, text: (location ? `location: ${location}\n` : '') + (await res.text()) };
  }

  async graphql<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<{ status: number; text: string; data: T | undefined; errors: unknown[] | undefined }> {
    const answer = await this.send({ method: 'POST', path: '/graphql', body: { query, variables } });
    const parsed = JSON.parse(answer.text) as { data?: T; errors?: unknown[] };
    return { ...answer, data: parsed.data ?? undefined, errors: parsed.errors };
  }
}

/** The call as one line for a failure message. */
export const describeCall = (call: HttpCall): string =>
  `${call.method} ${call.path}${call.body === undefined ? '' : ` ${JSON.stringify(call.body)}`}` +
  `${call.cookie ? ` [cookie: ${call.cookie}]` : ''}`;
