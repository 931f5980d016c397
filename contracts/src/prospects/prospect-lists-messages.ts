/** The spec's wording (section 8) for the networker's lists, answers, submissions and renames. */
export const PROSPECT_LIST_MESSAGES = {
  statusUpdatedTitle: 'Status Updated',
  statusUpdated: 'Contact status updated successfully.',
  statusUpdateFailedTitle: 'Update Failed',
  statusUpdateFailed: 'Failed to update status. Please try again.',
  nameUpdated: 'Prospect name updated successfully.',
  nameUpdateFailed: 'Failed to update prospect name.',
  submissionFailed: 'Error: Failed to submit contacts. Please try again.',
  answerInvalid: 'status must be approved or rejected.',
  alreadyAnswered: 'This recommendation has already been answered.',
  linkedinUrlsRequired: 'Please enter at least one LinkedIn URL',
  completeContactRequired: 'Please add at least one complete contact.',
  nothingSubmitted: 'Please enter at least one LinkedIn URL or add at least one complete contact.',
  oneKindOnly: 'Send either linkedInUrls or manualContacts, not both.',
  contactIncomplete: 'Each contact needs a name and a company.',
} as const;
