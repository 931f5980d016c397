import { type Page, PAGE_CURSOR_INVALID, pageLimitInvalid } from '../paging.js';
import { queryKey } from '../query-keys.js';
import type { Conversation, ConversationMessage } from './messaging-api-types.js';

/** Conversations per page when the request names no limit, and the most one page may hold. */
export const CONVERSATION_PAGE_SIZE = 20;
export const CONVERSATION_MAX_PAGE_SIZE = 100;

/**
 * Messages per window of a thread when the request names no limit, and the most one may hold: a thread
 * is read in longer runs than a list of cards.
 */
export const MESSAGE_PAGE_SIZE = 50;
export const MESSAGE_MAX_PAGE_SIZE = 100;

/**
 * Narrows the caller's conversations to one: `id`, the one a link names; `withUserId`, the one with that
 * user (the chat under a contact's card). Either finds nothing outside the caller's own.
 */
export type ConversationFilter = { id: string } | { withUserId: string };

/** GET /api/conversations/page: the caller's conversations, a page at a time. */
export interface ConversationPageQuery {
  /** The previous page's `nextCursor`; omitted for the first page. */
  cursor?: string;
  /** 1 to CONVERSATION_MAX_PAGE_SIZE; CONVERSATION_PAGE_SIZE when omitted. */
  limit?: number;
  id?: string;
  withUserId?: string;
}

/**
 * A page of the caller's conversations in the whole list's order (latest activity first, then by id),
 * with the unread messages of all their conversations, whatever the filter (the navigation's badge).
 */
export interface ConversationPage extends Page<Conversation> {
  unreadMessages: number;
}

/** GET /api/conversations/{id}/messages/page: a window of the thread, the latest first. */
export interface ConversationMessagePageQuery {
  /** The previous window's `nextCursor` (it asks for the messages before it); omitted for the latest. */
  cursor?: string;
  /** 1 to MESSAGE_MAX_PAGE_SIZE; MESSAGE_PAGE_SIZE when omitted. */
  limit?: number;
  /** Only the messages about this contact. */
  prospectId?: string;
}

/**
 * A window of a thread: its messages newest first (the reverse of GET /api/conversations/{id}/messages),
 * and the cursor of the messages before them. Screens show the windows oldest first.
 */
export type ConversationMessagePage = Page<ConversationMessage>;

export const CONVERSATION_PAGE_MESSAGES = {
  limitInvalid: pageLimitInvalid(CONVERSATION_MAX_PAGE_SIZE),
  cursorInvalid: PAGE_CURSOR_INVALID,
  idInvalid: 'id must be a conversation id.',
  withUserIdInvalid: 'withUserId must be a user id.',
  loadMoreFailed: 'Could not load more conversations.',
} as const;

export const MESSAGE_PAGE_MESSAGES = {
  limitInvalid: pageLimitInvalid(MESSAGE_MAX_PAGE_SIZE),
  cursorInvalid: PAGE_CURSOR_INVALID,
  loadEarlier: 'Load earlier messages',
  loadingEarlier: 'Loading earlier messages…',
  loadEarlierFailed: 'Could not load earlier messages.',
} as const;

/**
 * The key of the conversation pages, or of one filter's lookup; without a filter it is also the prefix
 * of every lookup's (what a change to the caller's conversations refreshes).
 */
export const conversationPagesQueryKey = (filter?: ConversationFilter) =>
  queryKey('GET /api/conversations/page', filter === undefined ? {} : { key: [filter] });

/**
 * The key of a thread's windows, or of one contact's messages in it; without a contact it is also the
 * prefix of every contact's (what a new message refreshes).
 */
export const conversationMessagePagesQueryKey = (conversationId: string, prospectId?: string) =>
  queryKey('GET /api/conversations/:id/messages/page', {
    params: { id: conversationId },
    key: prospectId === undefined ? [] : [{ prospectId }],
  });
