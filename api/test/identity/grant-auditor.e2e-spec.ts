import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type UserAnswer, userStream } from '@referrals/contracts';
import request from 'supertest';
import { grantAuditor } from '../../src/identity/grant-auditor/grant-auditor.cli.js';
import { registerUser } from '../support/identity-client.js';
import { recordingIo } from '../support/recording-io.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('npm run grant-auditor', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ label: 'grant_auditor' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('makes an existing account an auditor, recorded as a RoleGranted event by the system', async () => {
    const { user, email, session } = await registerUser(app, { name: 'Audrey Auditor' });
    const io = recordingIo();
    expect(await grantAuditor(['--', `  ${email.toUpperCase()} `], app.config, io)).toBe(0);
    expect(io.lines.out).toEqual([
      `${email} (Audrey Auditor) is now an auditor.`,
      `RoleGranted appended to ${userStream(user.id)}.`,
    ]);
    const switched = await request(app.url)
      .post('/api/user-roles/switch')
      .set(session.headers)
      .send({ role: 'auditor' })
      .expect(200);
    expect((switched.body as UserAnswer).user).toMatchObject({
      activeRole: 'auditor',
      roles: ['operator', 'auditor'],
    });
    const [granted] = await app.sql<{ data: unknown; metadata: Record<string, unknown> }>(
      `SELECT data, metadata FROM events WHERE stream_name = $1 AND type = 'RoleGranted' AND data->>'role' = 'auditor'`,
      [userStream(user.id)],
    );
    expect(granted?.data).toEqual({ userId: user.id, role: 'auditor' });
    expect(granted?.metadata).toMatchObject({ actorRole: 'system', actorUserId: null });
  });

  it('says so and changes nothing when the account is already an auditor', async () => {
    const { user, email } = await registerUser(app);
    expect(await grantAuditor([email], app.config, recordingIo())).toBe(0);
    const io = recordingIo();
    expect(await grantAuditor([email], app.config, io)).toBe(0);
    expect(io.lines.out).toEqual([`${email} (Ada Lovelace) is already an auditor: nothing to do.`]);
    const grants = await app.sql(
      `SELECT 1 FROM events WHERE stream_name = $1 AND type = 'RoleGranted' AND data->>'role' = 'auditor'`,
      [userStream(user.id)],
    );
    expect(grants).toHaveLength(1);
  });

  it('answers 1 for an email no account has, and 2 without exactly one email', async () => {
    const unknown = recordingIo();
    expect(await grantAuditor(['nobody@example.com'], app.config, unknown)).toBe(1);
    expect(unknown.lines.err).toEqual(['No account has the email nobody@example.com: nothing granted.']);
    for (const args of [[], ['--'], ['a@example.com', 'b@example.com'], ['not-an-email']]) {
      const io = recordingIo();
      expect(await grantAuditor(args, app.config, io)).toBe(2);
      expect(io.lines.err).toEqual(['Usage: npm run grant-auditor -- <email>']);
    }
  });
});
