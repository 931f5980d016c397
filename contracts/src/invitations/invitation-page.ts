/** The invitation page's buttons, in the spec's words (the public page and its preview). */
export const INVITATION_PAGE_LABELS = {
  happyToHelp: "I'm happy to help!",
  questionsFirst: 'I have questions first',
  canHelp: 'I can help!',
  scheduleCall: 'Schedule a call',
  notAFit: 'Not a fit this time',
} as const;

/** The preview's ask-a-question form pretends to send for 1 s, then shows its confirmation for 3 s. */
export const INVITATION_PREVIEW_QUESTION_TIMING = { sendingMs: 1000, closeAfterMs: 3000 } as const;

/** The operator card refreshes the operator's local time this often (spec: 60 s). */
export const OPERATOR_LOCAL_TIME_REFRESH_MS = 60_000;

/** The operator card's region when the profile names neither a region nor a location (spec: SF). */
export const OPERATOR_REGION_FALLBACK = 'SF';

/** Where 'I'm happy to help!' leads; the spec's slug here is the invitation's uuid. */
export const networkerRegistrationPath = (uuid: string): string =>
  `/networker-registration/${encodeURIComponent(uuid)}`;
