/** Makes a value safe to put in an email's HTML, as text or inside a quoted attribute. */
export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** Someone's words quoted in an email's HTML, escaped, with their line breaks kept. */
export const quotedHtml = (text: string): string =>
  `<blockquote style="white-space:pre-wrap">${escapeHtml(text)}</blockquote>`;
