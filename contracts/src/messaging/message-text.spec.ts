import { describe, expect, it } from '@jest/globals';
import { messageTextProblem } from './message-text.js';
import { MESSAGE_MAX_LENGTH } from './messaging-constants.js';
import { MESSAGING_MESSAGES } from './messaging-messages.js';

describe('message text', () => {
  it('refuses empty and whitespace-only text', () => {
    expect(messageTextProblem('')).toBe(MESSAGING_MESSAGES.messageRequired);
    expect(messageTextProblem('  \n\t ')).toBe(MESSAGING_MESSAGES.messageRequired);
  });

  it('refuses text longer than the limit once trimmed, and accepts it at the limit', () => {
    expect(messageTextProblem('x'.repeat(MESSAGE_MAX_LENGTH + 1))).toBe(MESSAGING_MESSAGES.messageTooLong);
    expect(messageTextProblem(` ${'x'.repeat(MESSAGE_MAX_LENGTH)} `)).toBeNull();
  });

  it('accepts ordinary text with line breaks', () => {
    expect(messageTextProblem('Hello\nthere')).toBeNull();
  });
});
