import { MESSAGE_MAX_LENGTH } from './messaging-constants.js';
import { MESSAGING_MESSAGES } from './messaging-messages.js';

/** Why a message cannot be sent as typed, or null when it can (spec 001 section 5: blank text is not sent). */
export function messageTextProblem(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return MESSAGING_MESSAGES.messageRequired;
  if (trimmed.length > MESSAGE_MAX_LENGTH) return MESSAGING_MESSAGES.messageTooLong;
  return null;
}
