import { randomUUID } from 'node:crypto';
import {
  CSRF_HEADER,
  type LoginRequest,
  type QuickNetworkerRegistrationRequest,
  type RegisterRequest,
  type SessionAnswer,
} from '@referrals/contracts';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const PASSWORD = 'Correct-Horse-9';

export function uniqueEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.com`;
}

/** Creates an operator account through /register and waits for the dashboard. */
export async function registerOperator(
  page: Page,
  name: string,
  email: string,
  password = PASSWORD,
): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create Operator Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Signs in through /login with email and password. */
export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/**
 * Sends what a page's form sends, with the session's CSRF token. `request` holds the cookies: a page's
 * `page.request` signs that page in, the `request` fixture signs nobody in.
 */
async function postAsForm(request: APIRequestContext, path: string, data: object): Promise<void> {
  const session = (await (await request.get('/api/auth/session')).json()) as SessionAnswer;
  const response = await request.post(path, { headers: { [CSRF_HEADER]: session.csrfToken }, data });
  expect(response.ok(), `POST ${path}: ${await response.text()}`).toBe(true);
}

/** The account /register creates, made through its API: for tests whose subject comes after registering. */
export async function registerOperatorThroughApi(
  request: APIRequestContext,
  name: string,
  email: string,
  password = PASSWORD,
): Promise<void> {
  const body: RegisterRequest = { name, email, password, userType: 'operator', authMethod: 'password' };
  await postAsForm(request, '/api/auth/register', body);
}

/** Signs in as /login does, through its API. */
export async function signInThroughApi(
  request: APIRequestContext,
  email: string,
  password = PASSWORD,
): Promise<void> {
  const body: LoginRequest = { username: email, password };
  await postAsForm(request, '/api/auth/login', body);
}

/** A networker account joining an invitation, made as the registration form makes it (through its API). */
export async function registerNetworkerThroughApi(
  request: APIRequestContext,
  invitationId: string,
  fullName: string,
  email: string,
): Promise<void> {
  const body: QuickNetworkerRegistrationRequest = {
    invitationUuid: invitationId,
    fullName,
    email,
    authMethod: 'password',
    password: PASSWORD,
  };
  await postAsForm(request, '/api/networker-registration/register', body);
}
