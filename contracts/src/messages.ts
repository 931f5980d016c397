/** User-facing names and messages taken from the spec, kept in one place so server and web agree. */
export const PRODUCT_NAME = 'Bold';

export const NOT_FOUND_SCREEN = {
  heading: '404 Page Not Found',
  hint: 'Did you forget to add the page to the router?',
} as const;

/** Headline phrases of the public landing page (typewriter), the last one is the product. */
export const LANDING_HEADLINE_PHRASES = [
  'the well-connected',
  'the fearless',
  'the network',
  PRODUCT_NAME,
] as const;

export const API_MESSAGES = {
  unknownApiPath: 'No API endpoint at this path',
  internal: 'Something went wrong on our side. Please try again.',
  serviceUnavailable: 'The service is temporarily unavailable. Please try again in a moment.',
  concurrentChange: 'This record was changed by someone else at the same time. Refresh and try again.',
  bodyTooLarge: 'Request body is too large (100 KB at most).',
  malformedText: 'Text must not contain NUL characters or unpaired surrogates.',
} as const;
