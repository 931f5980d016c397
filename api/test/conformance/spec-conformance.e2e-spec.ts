import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Response } from 'supertest';
import { sessionFrom, uniqueEmail } from '../support/identity-client.js';
import { TestMailbox } from '../support/mailbox.js';
import { eventually } from '../support/notifications-test-app.js';
import { SoftwareAuthenticator } from '../support/software-authenticator.js';
import { type LinkedInTestApp, startLinkedInTestApp } from '../support/linkedin-test-app.js';
import { visitorSession } from '../support/test-app.js';
import { send, type SpecCall, SPEC_CALLS, SPEC_ROWS } from './spec-calls.js';
import { ACTORS, type Actor, type SpecWorld } from './spec-world.js';

/** Reads a dotted path; `undefined` means a key on the way is missing (null is a present value). */
function fieldAt(value: unknown, path: string): { present: boolean } {
  let current: unknown = value;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object' || !Object.hasOwn(current, key)) {
      return { present: false };
    }
    current = (current as Record<string, unknown>)[key];
  }
  return { present: true };
}

/** What is wrong with an answer, as the call's table entry expects it; an empty list when nothing. */
function problemsOf(call: SpecCall, response: Response, world: SpecWorld): string[] {
  const expected = call.status;
  const statusOk = expected ? response.status === expected : response.status >= 200 && response.status < 300;
  if (!statusOk) return [`answered ${response.status}: ${response.text}`];
  const answer: unknown = response.body;
  const items = call.list ? (Array.isArray(answer) ? answer : null) : [answer];
  if (!items) return [`answered ${JSON.stringify(answer)}, not a list`];
  if (call.list && items.length === 0) return ['answered an empty list'];
  const problems = (call.fields ?? []).flatMap((field) =>
    items.some((item) => !fieldAt(item, field).present) ? [`no "${field}"`] : [],
  );
  const checked = call.check?.(answer, world);
  return checked ? [...problems, checked] : problems;
}

const LABELS = SPEC_CALLS.map(
  (call, index) => `${String(index + 1).padStart(3, '0')} ${call.row} (${call.as})`,
);

describe("a client written against the spec's call tables", () => {
  const mailbox = new TestMailbox();
  let linkedin: LinkedInTestApp;
  let world: SpecWorld;

  beforeAll(async () => {
    linkedin = await startLinkedInTestApp({
      label: 'spec_conformance',
      notifications: true,
      env: {
        SMTP_URL: await mailbox.start(),
        // The demo page (GET /api/invite/{operator slug}) and dev login need the demo operator.
        SEED_DEMO_OPERATOR: 'true',
        // Every actor comes from one address: the guessing limits have their own tests.
        EMAIL_CHECKS_PER_IP_PER_MINUTE: '10000',
        SIGN_IN_ATTEMPTS_PER_IP_PER_MINUTE: '10000',
      },
    });
    const { app, provider, publicUrl } = linkedin;
    const emails = Object.fromEntries(ACTORS.map((actor) => [actor, uniqueEmail(actor)])) as Record<
      Actor,
      string
    >;
    emails.linkedin = 'lin@example.com';
    world = {
      app,
      mailbox,
      provider,
      authenticator: new SoftwareAuthenticator(publicUrl),
      sessions: {},
      emails,
      kept: {},
    };
  });
  afterAll(async () => {
    await linkedin?.close();
    await mailbox.close();
  });

  it('has every row of both call tables', () => {
    const rows = new Set(SPEC_CALLS.map((call) => call.row));
    expect(SPEC_ROWS.filter((row) => !rows.has(row))).toEqual([]);
    expect([...rows].filter((row) => !SPEC_ROWS.includes(row))).toEqual([]);
  });

  it.each(SPEC_CALLS.map((call, index) => [LABELS[index]!, call] as const))(
    '%s is accepted and answers the spec’s fields',
    async (_label, call) => {
      await call.before?.(world);
      world.sessions[call.as] ??= await visitorSession(world.app);
      // A list read right after a command may lag behind it (read-your-writes waits only so long,
      // and notifications go through a queue): wait for the answer to hold, within a bound.
      const response =
        call.method === 'GET'
          ? await eventually(
              () => send(world, call),
              (answer) => problemsOf(call, answer, world).length === 0,
              15_000,
            )
          : await send(world, call);
      expect(problemsOf(call, response, world)).toEqual([]);
      if (call.reloadsPage) delete world.sessions[call.as];
      else if (response.headers['set-cookie']) {
        world.sessions[call.as] = sessionFrom(response, world.sessions[call.as]);
      }
      call.keep?.(response.body, world);
    },
  );
});
