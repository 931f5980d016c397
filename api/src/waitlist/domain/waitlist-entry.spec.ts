import { describe, it } from '@jest/globals';
import { given, join, joined } from './waitlist-entry-story.js';

describe('a waitlist entry', () => {
  it('records the visitor’s details when their email is not on the list yet', () => {
    given().when(join, { emailClaimed: true }).then(joined);
  });

  it('records nothing for an email already on the list, and is not refused: the answer must not tell', () => {
    given().when(join, { emailClaimed: false }).then();
  });

  it('is joined once: its stream holds the one join', () => {
    given(joined).when(join, { emailClaimed: true }).thenRefused('waitlist_entry_exists');
  });
});
