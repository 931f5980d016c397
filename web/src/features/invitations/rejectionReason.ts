import { REJECTION_REASON_MAX_LENGTH } from '@referrals/contracts';

/** The reason a rejection carries: the chosen template, the operator's words, or both ("template: words"). */
export function rejectionReason(template: string | undefined, words: string | undefined): string {
  const text = words?.trim() ?? '';
  if (template && text) return `${template}: ${text}`;
  return template ?? text;
}

/** Room left for the operator's own words after the chosen template. */
export function wordsMaxLength(template: string | undefined): number {
  return template ? REJECTION_REASON_MAX_LENGTH - template.length - 2 : REJECTION_REASON_MAX_LENGTH;
}
