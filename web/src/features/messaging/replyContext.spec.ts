import { describe, expect, it } from '@jest/globals';
import type { ConversationMessage } from '@referrals/contracts';
import { replyContext } from './replyContext';

function message(
  id: string,
  from: 'operator' | 'networker',
  about: [string, string] | null,
): ConversationMessage {
  return {
    id,
    message: `text ${id}`,
    senderType: from,
    senderUserId: `${from}-user`,
    senderName: from,
    prospectId: about?.[0] ?? null,
    prospectContext: about?.[1] ?? null,
    createdAt: '2026-11-21T10:00:00.000Z',
  };
}

describe('replyContext', () => {
  it('takes the contact of the other side’s latest message', () => {
    const messages = [
      message('1', 'networker', ['p1', 'Jane Doe']),
      message('2', 'networker', ['p2', 'Omar Ali']),
      message('3', 'operator', null),
    ];
    expect(replyContext(messages, 'operator')).toEqual({
      prospectId: 'p2',
      prospectName: 'Omar Ali',
      fromMessageId: '2',
    });
  });

  it('has none when their latest message is about no contact, or there is none', () => {
    expect(
      replyContext(
        [message('1', 'networker', ['p1', 'Jane Doe']), message('2', 'networker', null)],
        'operator',
      ),
    ).toBeNull();
    expect(replyContext([message('1', 'operator', ['p1', 'Jane Doe'])], 'operator')).toBeNull();
    expect(replyContext(undefined, 'networker')).toBeNull();
  });
});
