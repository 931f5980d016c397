import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type Company, type CompanyCheckAnswer, type LogoFetchAnswer, queryKey } from '@referrals/contracts';
import request from 'supertest';
import { registerUser } from '../support/identity-client.js';
import {
  COMPLETE_PROFILE,
  createInvitation,
  operatorReadyToInvite,
  recommendProspect,
} from '../support/operator-builders.js';
import { pageQueryAnswersIn, serveRealShell } from '../support/served-pages.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import type { TestSession } from '../support/test-session.js';

interface LocalServer {
  server: Server;
  origin: string;
  hits: string[];
}

/** An HTTP server on a free loopback port that records the paths asked of it. */
function startLocalServer(answer: (path: string, response: ServerResponse) => void): Promise<LocalServer> {
  const hits: string[] = [];
  const server = createServer((request, response) => {
    hits.push(request.url ?? '');
    answer(request.url ?? '', response);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, origin: `http://127.0.0.1:${port}`, hits });
    }),
  );
}

function closeServer(local: LocalServer | undefined): Promise<void> {
  if (!local) return Promise.resolve();
  local.server.closeAllConnections();
  return new Promise((resolve) => local.server.close(() => resolve()));
}

/** An internal address the server must never be made to call: it answers an image to anyone. */
const startInternalService = () =>
  startLocalServer((_path, response) => response.writeHead(200, { 'Content-Type': 'image/png' }).end('png'));

/**
 * Stands in for the logo service: an image for acme.com, a redirect to an internal address for
 * redirected.com, nothing for any other domain.
 */
async function startLogoService(internal: LocalServer): Promise<LocalServer & { template: string }> {
  const service = await startLocalServer((path, response) => {
    if (path === '/logos/acme.com') response.writeHead(200, { 'Content-Type': 'image/png' }).end('png');
    else if (path === '/logos/redirected.com')
      response.writeHead(302, { Location: `${internal.origin}/admin/logo.png` }).end();
    else response.writeHead(404).end();
  });
  return { ...service, template: `${service.origin}/logos/{domain}` };
}

describe('the company catalogue and logos', () => {
  let app: TestApp;
  let internalService: LocalServer;
  let logoService: Awaited<ReturnType<typeof startLogoService>>;
  let operator: TestSession;

  beforeAll(async () => {
    internalService = await startInternalService();
    logoService = await startLogoService(internalService);
    app = await startTestApp({ label: 'companies', env: { LOGO_URL_TEMPLATE: logoService.template } });
    operator = (await registerUser(app)).session;
  });
  afterAll(async () => {
    await app?.close();
    await closeServer(logoService);
    await closeServer(internalService);
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

  it("puts the logos already known in the invitation page's first response, and looks none up for it", async () => {
    serveRealShell(app);
    const inviter = await operatorReadyToInvite(app, 'Lola Logos');
    await request(app.url)
      .put(`/api/operator-profile/${inviter.user.id}`)
      .set(inviter.session.headers)
      .send({ ...COMPLETE_PROFILE, fullName: 'Lola Logos', targetProspects: ['Nowhere Ltd', 'Unseen Co'] })
      .expect(200);
    const invitation = await createInvitation(app, inviter);
    await recommendProspect(app, inviter, invitation.id, { prospectCompany: 'Never Asked Inc' });
    const acmeLogo = logoService.template.replace('{domain}', 'acme.com');
    // Looked up once before (any page's avatar): the answers are remembered, the miss too.
    for (const company of ['Acme', 'Nowhere Ltd']) {
      await request(app.url).get('/api/logo/fetch').query({ company }).expect(200);
    }
    const hitsBefore = logoService.hits.length;

    const html = (await request(app.url).get(`/invite/${invitation.slug}`).expect(200)).text;
    const answers = pageQueryAnswersIn(html);
    const logoKey = (company: string) => queryKey('GET /api/logo/fetch', { key: [company] });
    expect(answers.filter(({ queryKey: [path] }) => path === logoKey('Acme')[0])).toEqual([
      { queryKey: logoKey('Acme'), answer: { logo: acmeLogo, companyName: 'Acme' } },
      { queryKey: logoKey('Nowhere Ltd'), answer: { logo: '', companyName: 'Nowhere Ltd' } },
    ]);
    // Never looked up, so left to the browser (Figma, Unseen Co, Never Asked Inc): the page waited on no lookup.
    expect(logoService.hits.length).toBe(hitsBefore);
    // Rendered with them: the logo and the initials, where the others pulse until looked up.
    const root = html.slice(html.indexOf('<div id="root" data-server-rendered>'));
    expect(root).toContain(`src="${acmeLogo}"`);
    expect(root).toMatch(/aria-label="Nowhere Ltd"[^>]*><span aria-hidden="true">NL</);
    expect(root).toMatch(/aria-label="Unseen Co" aria-busy="true"/);
  });

  it('never follows a redirect from the logo service: a redirect is no logo, and its target is never called', async () => {
    const check = await post('/api/companies/check', { companyInput: 'Redirected | redirected.com' }).expect(
      200,
    );
    expect(check.body as CompanyCheckAnswer).toEqual({ exists: false, logoUrl: null });
    const fetched = await request(app.url)
      .get('/api/logo/fetch')
      .query({ company: 'Redirected | redirected.com' })
      .expect(200);
    expect((fetched.body as LogoFetchAnswer).logo).toBe('');
    expect(logoService.hits).toContain('/logos/redirected.com');
    expect(internalService.hits).toEqual([]);
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

  describe('logos an operator sends', () => {
    const TRACKER = 'https://tracker.example/pixel.png';
    let otherOperator: TestSession;

    beforeAll(async () => {
      otherOperator = (await registerUser(app, { name: 'Bea Other' })).session;
    });

    const companyAs = async (session: TestSession, id: string) =>
      (await request(app.url).get(`/api/companies/${id}`).set(session.headers).expect(200)).body as Company;
    const listedAs = async (session: TestSession, id: string) =>
      (
        (await request(app.url).get('/api/companies').set(session.headers).expect(200)).body as Company[]
      ).find((company) => company.id === id);
    const publicLogo = async (company: string) =>
      ((await request(app.url).get('/api/logo/fetch').query({ company }).expect(200)).body as LogoFetchAnswer)
        .logo;

    it('stay the sending operator’s own: other operators and public pages never see them', async () => {
      const sent = await post('/api/companies/find-or-create', {
        companyInput: 'Victim Co | victim.example',
        logoUrl: TRACKER,
      }).expect(200);
      const company = sent.body as Company;
      expect(company).toMatchObject({ name: 'Victim Co', logoUrl: TRACKER });
      const [row] = await app.sql<{ logo_url: string | null }>(
        'SELECT logo_url FROM companies WHERE id = $1',
        [company.id],
      );
      expect(row!.logo_url).toBeNull();

      expect((await companyAs(operator, company.id)).logoUrl).toBe(TRACKER);
      expect((await listedAs(operator, company.id))?.logoUrl).toBe(TRACKER);
      const ownCheck = await post('/api/companies/check', { companyInput: 'Victim Co' }).expect(200);
      expect((ownCheck.body as CompanyCheckAnswer).logoUrl).toBe(TRACKER);

      expect((await companyAs(otherOperator, company.id)).logoUrl).toBeNull();
      expect((await listedAs(otherOperator, company.id))?.logoUrl).toBeNull();
      const otherCheck = await request(app.url)
        .post('/api/companies/check')
        .set(otherOperator.headers)
        .send({ companyInput: 'Victim Co' })
        .expect(200);
      expect((otherCheck.body as CompanyCheckAnswer).logoUrl).toBeNull();
      const again = await request(app.url)
        .post('/api/companies/find-or-create')
        .set(otherOperator.headers)
        .send({ companyInput: 'Victim Co' })
        .expect(200);
      expect((again.body as Company).logoUrl).toBeNull();
      expect(await publicLogo('Victim Co')).toBe('');
    });

    it('never replace the logo the server found for everyone else', async () => {
      const serviceLogo = logoService.template.replace('{domain}', 'acme.com');
      const registered = await request(app.url)
        .post('/api/companies/find-or-create')
        .set(otherOperator.headers)
        .send({ companyInput: 'Acme | acme.com' })
        .expect(200);
      expect((registered.body as Company).logoUrl).toBe(serviceLogo);
      const sent = await post('/api/companies', { name: 'Acme', logoUrl: TRACKER }).expect(201);
      expect((sent.body as Company).logoUrl).toBe(TRACKER);
      const id = (registered.body as Company).id;
      expect((await companyAs(operator, id)).logoUrl).toBe(TRACKER);
      expect((await companyAs(otherOperator, id)).logoUrl).toBe(serviceLogo);
      expect(await publicLogo('Acme')).toBe(serviceLogo);
    });

    it('keep nothing of their own when they are the logo the server found (the spec’s client sends it back)', async () => {
      const serviceLogo = logoService.template.replace('{domain}', 'acme.com');
      const checked = await request(app.url)
        .post('/api/companies/check')
        .set(otherOperator.headers)
        .send({ companyInput: 'Acme Labs | acme.com' })
        .expect(200);
      expect((checked.body as CompanyCheckAnswer).logoUrl).toBe(serviceLogo);
      const created = await request(app.url)
        .post('/api/companies/find-or-create')
        .set(otherOperator.headers)
        .send({ companyInput: 'Acme Labs | acme.com', logoUrl: serviceLogo })
        .expect(200);
      expect((created.body as Company).logoUrl).toBe(serviceLogo);
      const [own] = await app.sql<{ count: number }>(
        'SELECT count(*)::int AS count FROM operator_company_logos WHERE company_id = $1',
        [(created.body as Company).id],
      );
      expect(own!.count).toBe(0);
    });

    it('that an older registration put in the catalogue are shown to nobody', async () => {
      const [row] = await app.sql<{ id: string }>(
        `INSERT INTO companies (id, name, name_key, domain, logo_url, created_at)
         VALUES (gen_random_uuid(), 'Old Poison', 'old poison', NULL, $1, now()) RETURNING id`,
        [TRACKER],
      );
      expect((await companyAs(otherOperator, row!.id)).logoUrl).toBeNull();
      expect(await publicLogo('Old Poison')).toBe('');
    });
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
