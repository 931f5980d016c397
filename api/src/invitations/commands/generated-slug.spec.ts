import { describe, expect, it } from '@jest/globals';
import { INVITATION_MESSAGES } from '@referrals/contracts';
import { RefusalError, refuse } from '../../kernel/decider.js';
import { reserveGeneratedSlug } from './generated-slug.js';

const AT = new Date(1_733_000_000_000);
const taken = () => new RefusalError(refuse('slug_taken', INVITATION_MESSAGES.slugTaken));

/** A reservation that finds the given names taken and records every name it was asked for. */
function reservations(takenSlugs: readonly string[]) {
  const asked: string[] = [];
  const reserve = (slug: string) => {
    asked.push(slug);
    return takenSlugs.includes(slug) ? Promise.reject(taken()) : Promise.resolve();
  };
  return { asked, reserve };
}

describe('a generated link name', () => {
  it('is the invitee’s name and the millisecond when it is free', async () => {
    const { asked, reserve } = reservations([]);
    await expect(reserveGeneratedSlug('Nora Networker', AT, reserve)).resolves.toBe(
      'nora-networker-1733000000000',
    );
    expect(asked).toEqual(['nora-networker-1733000000000']);
  });

  it('moves to the next millisecond when another invitation took it first', async () => {
    const { asked, reserve } = reservations(['nora-1733000000000', 'nora-1733000000001']);
    await expect(reserveGeneratedSlug('Nora', AT, reserve)).resolves.toBe('nora-1733000000002');
    expect(asked).toHaveLength(3);
  });

  it('is refused as taken after five tries, and any other failure at once', async () => {
    const everyName = Array.from({ length: 5 }, (_, ms) => `nora-${AT.getTime() + ms}`);
    await expect(reserveGeneratedSlug('Nora', AT, reservations(everyName).reserve)).rejects.toThrow(
      INVITATION_MESSAGES.slugTaken,
    );
    const down = new Error('database down');
    let tries = 0;
    const failing = () => {
      tries += 1;
      return Promise.reject(down);
    };
    await expect(reserveGeneratedSlug('Nora', AT, failing)).rejects.toBe(down);
    expect(tries).toBe(1);
  });
});
