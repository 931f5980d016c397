import { describe, expect, it } from '@jest/globals';
import { testShortcutGroups } from './testShortcuts';

const hrefs = (slug: string) =>
  testShortcutGroups(slug).flatMap((group) => group.shortcuts.map((shortcut) => shortcut.href));

describe('testShortcutGroups', () => {
  it('fills the invitation slug into the invitation flows', () => {
    expect(hrefs('abc')).toEqual(
      expect.arrayContaining([
        '/how-it-works-tutorial/abc',
        '/networker-registration-form/abc',
        '/networker-registration/abc/register',
        '/contact-submission/abc',
        '/submission-success/abc',
        '/double-opt-in/abc',
      ]),
    );
  });

  it('leaves the invitation flows without an address until a slug is chosen', () => {
    const all = hrefs('  ');
    expect(all).toContain('/test-onboarding');
    expect(all).toContain('/networker-info');
    expect(all.filter((href) => href === null)).toHaveLength(8);
  });
});
