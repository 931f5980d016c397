import { PROSPECT_STATUSES } from './prospect-status.js';

/** The spec's wording for recommended prospects. */
export const PROSPECT_MESSAGES = {
  missingInformationTitle: 'Missing Information',
  nameRequired: 'Please enter a prospect name.',
  addedTitle: 'Prospect Added!',
  updatedTitle: 'Prospect Updated',
  removedTitle: 'Prospect Removed',
  errorTitle: 'Error',
  addFailed: 'Failed to add prospect. Please try again.',
  updateFailed: 'Failed to update prospect. Please try again.',
  removeFailed: 'Failed to remove prospect. Please try again.',
  notFound: 'Prospect not found',
  notInPipeline: 'This prospect has not entered the pipeline: the networker has not approved it.',
  statusInvalid: `status must be one of: ${[...PROSPECT_STATUSES, 'rejected'].join(', ')}.`,
  inPipeline: "This prospect is already in the networker's pipeline and can no longer be changed here.",
  onlyRecommended: 'Operators add prospects as recommendations (sourceType operator_recommended).',
} as const;
