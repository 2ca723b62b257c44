/**
 * A browser in miniature for tests that cross the real sign-in: keeps cookies per name and follows redirects by
 * hand, so each hop can be seen. Used by the sign-in integration test and the production-shape smoke test.
 */
export class HttpBrowser {
  readonly cookies = new Map<string, string>();
  constructor(private readonly base: string) {}

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const url = new URL(path, this.base);
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  /** Follows GET redirects until a page answers; returns it and the URL it ended on. */
  async follow(path: string): Promise<{ res: Response; path: string }> {
    let current = path;
    for (let hop = 0; hop < 15; hop++) {
      const res = await this.fetch(current);
      const location = res.headers.get('location');
      if (res.status < 300 || res.status >= 400 || !location) return { res, path: current };
      await res.body?.cancel();
      current = new URL(location, new URL(current, this.base)).href;
    }
    throw new Error('too many redirects');
  }

  async graphql(
    query: string,
    variables?: Record<string, unknown>,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; headers: Headers; body: Record<string, unknown> }> {
    const res = await this.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-ghg-csrf': '1', ...headers },
      body: JSON.stringify({ query, variables }),
    });
    return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
  }

  /**
   * The whole sign-in: /api/auth/login → the provider's login page → e-mail and password → callback → returnTo.
   * `status` is the final page's status; `landed` is null when the provider refused the password.
   */
  async signIn(email: string, password: string, returnTo = '/auth/signed-in') {
    const page = await this.follow(`/api/auth/login?returnTo=${encodeURIComponent(returnTo)}`);
    const html = await page.res.text();
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
    if (!action) throw new Error(`no login form at ${page.path} (status ${page.res.status})`);
    const posted = await this.fetch(new URL(action, page.path).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, password }).toString(),
    });
    if (posted.status !== 303) return { status: posted.status, html: await posted.text(), landed: null };
    const landed = await this.follow(posted.headers.get('location')!);
    return { status: landed.res.status, html: '', landed };
  }
}
