import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Company, CompanyCheckAnswer, LogoFetchAnswer } from '@referrals/contracts';
import request from 'supertest';
import { registerUser } from '../support/identity-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import type { TestSession } from '../support/test-session.js';

/** Stands in for the logo service: an image for acme.com, nothing for any other domain. */
function startLogoService(): Promise<{ server: Server; template: string; hits: string[] }> {
  const hits: string[] = [];
  const server = createServer((request, response) => {
    hits.push(request.url ?? '');
    if (request.url === '/logos/acme.com')
      response.writeHead(200, { 'Content-Type': 'image/png' }).end('png');
    else response.writeHead(404).end();
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, template: `http://127.0.0.1:${port}/logos/{domain}`, hits });
    }),
  );
}

describe('the company catalogue and logos', () => {
  let app: TestApp;
  let logoService: Awaited<ReturnType<typeof startLogoService>>;
  let operator: TestSession;

  beforeAll(async () => {
    logoService = await startLogoService();
    app = await startTestApp({ label: 'companies', env: { LOGO_URL_TEMPLATE: logoService.template } });
    operator = (await registerUser(app)).session;
  });
  afterAll(async () => {
    await app?.close();
    await new Promise((resolve) => logoService?.server.close(resolve));
  });

  const post = (path: string, body: object) => request(app.url).post(path).set(operator.headers).send(body);

  it('finds a logo by the guessed domain (suffixes stripped) and remembers misses', async () => {
    const found = await post('/api/companies/check', { companyInput: 'Acme Inc.' }).expect(200);
    expect(found.body as CompanyCheckAnswer).toEqual({
      exists: true,
      logoUrl: `${logoService.template.replace('{domain}', 'acme.com')}`,
    });
    const missing = await post('/api/companies/check', { companyInput: 'Globex Corp' }).expect(200);
    expect(missing.body as CompanyCheckAnswer).toEqual({ exists: false, logoUrl: null });
    const hitsBefore = logoService.hits.length;
    await post('/api/companies/check', { companyInput: 'Globex Corp' }).expect(200);
    expect(logoService.hits.length).toBe(hitsBefore);
  });

  it('answers the public logo fetch with an empty logo when none is known', async () => {
    const known = await request(app.url).get('/api/logo/fetch').query({ company: 'Acme' }).expect(200);
    expect((known.body as LogoFetchAnswer).logo).toContain('/logos/acme.com');
    const unknown = await request(app.url)
      .get('/api/logo/fetch')
      .query({ company: 'Nowhere Ltd' })
      .expect(200);
    expect(unknown.body as LogoFetchAnswer).toEqual({ logo: '', companyName: 'Nowhere Ltd' });
  });

  it('registers a company once, whatever the case, even when two operators add it at the same moment', async () => {
    const [first, second] = await Promise.all([
      post('/api/companies/find-or-create', { companyInput: 'Initech | initech.io' }).expect(200),
      post('/api/companies/find-or-create', { companyInput: 'initech' }).expect(200),
    ]);
    expect((first.body as Company).id).toBe((second.body as Company).id);
    const again = await post('/api/companies/find-or-create', { companyInput: '  INITECH ' }).expect(200);
    expect((again.body as Company).id).toBe((first.body as Company).id);
    const rows = await app.sql<{ count: number }>(
      `SELECT count(*)::int AS count FROM companies WHERE name_key = 'initech'`,
    );
    expect(rows[0]!.count).toBe(1);

    const byId = await request(app.url)
      .get(`/api/companies/${(first.body as Company).id}`)
      .set(operator.headers)
      .expect(200);
    expect((byId.body as Company).name.toLowerCase()).toBe('initech');
    const list = await request(app.url).get('/api/companies').set(operator.headers).expect(200);
    expect((list.body as Company[]).map((company) => company.id)).toContain((first.body as Company).id);
  });

  it('keeps the domain of the "Name | domain" convention', async () => {
    const created = await post('/api/companies/find-or-create', { companyInput: 'Hooli | hooli.xyz' }).expect(
      200,
    );
    expect(created.body as Company).toMatchObject({ name: 'Hooli', domain: 'hooli.xyz', logoUrl: null });
    const plain = await post('/api/companies', {
      name: 'Vandelay Industries',
      domain: 'vandelay.com',
    }).expect(201);
    expect(plain.body as Company).toMatchObject({ name: 'Vandelay Industries', domain: 'vandelay.com' });
  });

  it('refuses a blank company and an unknown id', async () => {
    const blank = await post('/api/companies/find-or-create', { companyInput: '  | acme.com' }).expect(400);
    expect((blank.body as { message: string }).message).toBe('Please enter a company name');
    await request(app.url)
      .get('/api/companies/3f1c1c7e-1111-4a4a-8b8b-123456789abc')
      .set(operator.headers)
      .expect(404);
  });
});

describe('the public logo lookup', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ label: 'logo_limit', env: { LOGO_LOOKUPS_PER_IP_PER_MINUTE: '2' } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('is limited per client address, answering 429 with Retry-After', async () => {
    for (const company of ['One', 'Two']) {
      await request(app.url).get('/api/logo/fetch').query({ company }).expect(200);
    }
    const refused = await request(app.url).get('/api/logo/fetch').query({ company: 'Three' }).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
