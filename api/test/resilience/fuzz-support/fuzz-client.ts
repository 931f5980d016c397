import request, { type Response } from 'supertest';
import { type TestApp, visitorSession } from '../../support/test-app.js';
import type { FuzzWorld } from './fuzz-world.js';
import { type FuzzTarget, sessionOf } from './fuzz-targets.js';
import { changedTables, settle, type StoreFingerprint } from './store-fingerprint.js';

export interface FuzzRequest {
  method: string;
  path: string;
  /** JSON text, sent as is. */
  body: string;
}

function excerpt(text: string, length = 300): string {
  return text.length > length ? `${text.slice(0, length)}… (${text.length} characters)` : text;
}

/** What is wrong with the answer to a request, or null: never a 500, and every 4xx in the API's error shape. */
export function answerProblem(response: Response): string | null {
  if (response.status >= 500) return `answered ${response.status}: ${excerpt(response.text)}`;
  if (response.status < 400) return null;
  const body = response.body as Partial<Record<'statusCode' | 'error' | 'message', unknown>>;
  const shaped =
    /^application\/json/.test(String(response.headers['content-type'])) &&
    body.statusCode === response.status &&
    typeof body.error === 'string' &&
    typeof body.message === 'string' &&
    body.message !== '';
  return shaped
    ? null
    : `answered ${response.status} without the { statusCode, error, message } shape: ${excerpt(response.text)}`;
}

/**
 * Sends fuzzed requests and checks each answer, and that a refused request (4xx) left every
 * table as it was. An accepted one may change state: the fingerprint is retaken once the
 * projections have caught up.
 */
export class FuzzClient {
  private print: StoreFingerprint | null = null;
  /** Statuses answered, per label the caller gives (a route's key). */
  readonly statuses = new Map<string, number[]>();

  constructor(
    private readonly app: TestApp,
    private readonly world: FuzzWorld,
    private readonly fingerprint: () => Promise<StoreFingerprint>,
  ) {}

  async send(label: string, target: FuzzTarget, fuzz: FuzzRequest): Promise<Response> {
    const before = (this.print ??= await this.fingerprint());
    const session =
      target.caller === 'visitor' ? await visitorSession(this.app) : sessionOf(this.world, target.caller);
    const response = await request(this.app.url)
      [fuzz.method.toLowerCase() as 'post'](fuzz.path)
      .set(session.headers)
      .set('Content-Type', 'application/json')
      .send(fuzz.body);
    this.statuses.set(label, [...(this.statuses.get(label) ?? []), response.status]);
    const where = `${fuzz.method} ${excerpt(fuzz.path, 120)} with body ${excerpt(fuzz.body)}`;
    const problem = answerProblem(response);
    if (problem) throw new Error(`${where} ${problem}`);
    if (response.status >= 400) {
      const changed = changedTables(before, await this.fingerprint());
      if (changed.length > 0) {
        this.print = null;
        throw new Error(`${where} was refused (${response.status}) yet changed: ${changed.join(', ')}`);
      }
    } else {
      await settle(this.app);
      this.print = await this.fingerprint();
    }
    return response;
  }
}
