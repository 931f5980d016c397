import { describe, expect, it } from '@jest/globals';
import { conversationIdFor, uuidV5 } from './conversation-id.js';

describe('conversation ids', () => {
  it('are RFC 4122 version 5 UUIDs (checked against a published example)', () => {
    // Python: uuid.uuid5(uuid.NAMESPACE_DNS, 'python.org')
    expect(uuidV5('python.org', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe(
      '886313e1-3b8a-5372-9b90-0c9aee199e5d',
    );
  });

  it('are the same for the same operator and networker, whatever the occasion', () => {
    expect(conversationIdFor('op-1', 'nw-1')).toBe(conversationIdFor('op-1', 'nw-1'));
  });

  it('differ between pairs, and the order of the pair matters', () => {
    expect(conversationIdFor('op-1', 'nw-1')).not.toBe(conversationIdFor('op-1', 'nw-2'));
    expect(conversationIdFor('op-1', 'nw-1')).not.toBe(conversationIdFor('nw-1', 'op-1'));
  });
});
