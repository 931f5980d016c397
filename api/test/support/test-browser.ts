import { createServer } from 'node:net';

/** A free TCP port on 127.0.0.1, for servers that must know each other's address before they start. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * A browser reduced to what a sign-in through an OpenID provider needs: it keeps each origin's
 * cookies and follows redirects one hop at a time, so a test can stop at any of them.
 */
export class TestBrowser {
  private readonly cookies = new Map<string, Map<string, string>>();

  async get(url: URL): Promise<Response> {
    return this.send(url, { method: 'GET' });
  }

  async postForm(url: URL, form: Record<string, string>): Promise<Response> {
    return this.send(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
  }

  async postJson(url: URL, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
    return this.send(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  }

  /** The Cookie header this browser sends to the origin of `url`. */
  cookieHeader(url: URL): string {
    return [...(this.cookies.get(url.origin) ?? new Map<string, string>())]
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
  }

  /** Where the response sends the browser next; null when it does not redirect. */
  static nextLocation(response: Response, from: URL): URL | null {
    const location = response.headers.get('location');
    return REDIRECTS.has(response.status) && location ? new URL(location, from) : null;
  }

  private async send(url: URL, init: RequestInit): Promise<Response> {
    const cookie = this.cookieHeader(url);
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), ...(cookie ? { Cookie: cookie } : {}) },
    });
    this.remember(url, response.headers.getSetCookie());
    return response;
  }

  private remember(url: URL, setCookies: string[]): void {
    const jar = this.cookies.get(url.origin) ?? new Map<string, string>();
    for (const header of setCookies) {
      const [pair = '', ...attributes] = header.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const expired = attributes.some((attribute) =>
        /^\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(attribute),
      );
      if (expired) jar.delete(name);
      else jar.set(name, pair.slice(separator + 1).trim());
    }
    this.cookies.set(url.origin, jar);
  }
}
