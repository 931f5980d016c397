/** The spec shows no limit for a message; this keeps one message a message, not a document. */
export const MESSAGE_MAX_LENGTH = 4000;
