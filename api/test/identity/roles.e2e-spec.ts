import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AUTH_API_MESSAGES, type AuthUser, type UserAnswer } from '@referrals/contracts';
import request from 'supertest';
import { registerUser } from '../support/identity-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('roles and profiles', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ label: 'roles' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('lets an operator add a networker profile and switch between the two views', async () => {
    const { user, session } = await registerUser(app);
    const profile = await request(app.url)
      .post('/api/networker-profiles')
      .set(session.headers)
      .send({
        userId: user.id,
        fullName: 'Ada Lovelace',
        title: 'Advisor',
        linkedinUrl: 'https://linkedin.com/in/ada',
      })
      .expect(201);
    expect(profile.body).toEqual({
      userId: user.id,
      fullName: 'Ada Lovelace',
      title: 'Advisor',
      company: null,
      linkedinUrl: 'https://linkedin.com/in/ada',
      bio: null,
    });
    const switched = await request(app.url)
      .post('/api/user-roles/switch')
      .set(session.headers)
      .send({ role: 'networker' })
      .expect(200);
    expect((switched.body as UserAnswer).user.activeRole).toBe('networker');
    const me = await request(app.url).get('/api/auth/me').set(session.headers).expect(200);
    expect(me.body as AuthUser).toMatchObject({
      activeRole: 'networker',
      roles: ['operator', 'networker'],
      hasOperatorProfile: true,
      hasNetworkerProfile: true,
    });
    const events = await app.sql<{ type: string }>(
      'SELECT type FROM events WHERE stream_name = $1 ORDER BY revision',
      [`user-${user.id}`],
    );
    expect(events.map((event) => event.type)).toEqual([
      'UserRegistered',
      'RoleGranted',
      'NetworkerProfileCreated',
      'RoleGranted',
    ]);
  });

  it('refuses a second networker profile with 409', async () => {
    const { session } = await registerUser(app);
    const create = () =>
      request(app.url).post('/api/networker-profiles').set(session.headers).send({ fullName: 'Twice' });
    await create().expect(201);
    const second = await create().expect(409);
    expect((second.body as { message: string }).message).toBe(AUTH_API_MESSAGES.networkerProfileExists);
  });

  it('refuses to switch to a role the user does not hold', async () => {
    const { session } = await registerUser(app);
    const response = await request(app.url)
      .post('/api/user-roles/switch')
      .set(session.headers)
      .send({ role: 'networker' })
      .expect(403);
    expect((response.body as { message: string }).message).toBe(AUTH_API_MESSAGES.roleNotHeld);
  });

  it('grants the operator role to a networker, but never the auditor role', async () => {
    const { user, session } = await registerUser(app, { userType: 'networker' });
    const granted = await request(app.url)
      .post('/api/user-roles')
      .set(session.headers)
      .send({ userId: user.id, role: 'operator' })
      .expect(201);
    expect(granted.body).toEqual({ userId: user.id, roles: ['operator', 'networker'] });
    await request(app.url)
      .post('/api/user-roles')
      .set(session.headers)
      .send({ userId: user.id, role: 'auditor' })
      .expect(403);
  });

  it("refuses to change another user's roles or profile", async () => {
    const { session } = await registerUser(app);
    const { user: other } = await registerUser(app);
    const roles = await request(app.url)
      .post('/api/user-roles')
      .set(session.headers)
      .send({ userId: other.id, role: 'operator' })
      .expect(403);
    expect((roles.body as { message: string }).message).toBe(AUTH_API_MESSAGES.notYourAccount);
    await request(app.url)
      .post('/api/networker-profiles')
      .set(session.headers)
      .send({ userId: other.id, fullName: 'Impostor' })
      .expect(403);
    expect(await app.sql('SELECT 1 FROM networker_profiles WHERE user_id = $1', [other.id])).toEqual([]);
  });
});
