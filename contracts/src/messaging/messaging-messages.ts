import { MESSAGE_MAX_LENGTH } from './messaging-constants.js';

/** Messaging wording (spec 001 sections 5 and 8), shared by server and web. */
export const MESSAGING_MESSAGES = {
  messageRequired: 'Please enter a message.',
  messageTooLong: `A message can be at most ${MESSAGE_MAX_LENGTH} characters.`,
  conversationNotFound: 'Conversation not found.',
  prospectNotInConversation: 'This contact does not belong to this conversation.',
  prospectIdInvalid: 'prospectId must be a contact id.',
  senderTypeInvalid: 'senderType must be operator or networker.',
  senderTypeNotYours: 'senderType must be your side of this conversation.',
  noConversations: 'No conversations yet',
  noMessages: 'No messages yet. Start the conversation!',
  sendFailedTitle: 'Message Not Sent',
  loadFailed: 'Messages could not be loaded. Please try again.',
  conversationsLoadFailed: 'Conversations could not be loaded. Please try again.',
} as const;
