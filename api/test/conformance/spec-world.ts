import type { LocalOpenIdProvider } from '../../../scripts/local-openid-provider.mjs';
import type { TestMailbox } from '../support/mailbox.js';
import type { SoftwareAuthenticator } from '../support/software-authenticator.js';
import type { TestApp } from '../support/test-app.js';
import type { TestSession } from '../support/test-session.js';

/**
 * The people a spec client acts for, each with one browser session from their first call on:
 * - operator: registers, fills in the profile, invites and runs the pipeline;
 * - networker: opens the invitation, sets up a passkey and registers through the modal;
 * - signup: follows the spec's invitation signup sequence (register, profile, role, accept);
 * - joiner: an existing account that creates its networker profile together with the acceptance;
 * - decliner: signs up and declines the invitation addressed to them;
 * - formUser: registers on the registration form (/networker-registration-form);
 * - linkedin: registers through LinkedIn;
 * - returning: a visitor signing in with the networker's passkey;
 * - visitor: anyone else (the waitlist, the demo page, dev login).
 */
export const ACTORS = [
  'operator',
  'networker',
  'signup',
  'joiner',
  'decliner',
  'formUser',
  'linkedin',
  'returning',
  'visitor',
] as const;
export type Actor = (typeof ACTORS)[number];

/** What the calls share: the app, each actor's session and email, and the ids answers gave. */
export interface SpecWorld {
  app: TestApp;
  mailbox: TestMailbox;
  provider: LocalOpenIdProvider;
  /** The networker's passkey, on the app's origin. */
  authenticator: SoftwareAuthenticator;
  sessions: Partial<Record<Actor, TestSession>>;
  emails: Record<Actor, string>;
  /** Ids and values later calls use, by name. */
  kept: Record<string, string>;
}

/** A value an earlier call kept; fails loudly when that call did not run or answer it. */
export function kept(world: SpecWorld, name: string): string {
  const value = world.kept[name];
  if (value === undefined) throw new Error(`no "${name}" was kept by an earlier call`);
  return value;
}
