/**
 * The avatar's ten background colours (spec: 10 colours). Each keeps white initials readable
 * (contrast of at least 4.5:1, checked in the spec file).
 */
export const AVATAR_COLOURS = [
  '#4f46e5',
  '#be185d',
  '#b91c1c',
  '#c2410c',
  '#a16207',
  '#15803d',
  '#0f766e',
  '#0e7490',
  '#1d4ed8',
  '#7e22ce',
] as const;

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** The first letter of up to two words, upper-cased: "Bank of America" → "BO", "stripe" → "S". */
export function companyInitials(name: string): string {
  const firstLetters = name
    .split(/\s+/)
    .map((word) => Array.from(word).find((character) => LETTER_OR_DIGIT.test(character)))
    .filter((letter): letter is string => letter !== undefined);
  return firstLetters.slice(0, 2).join('').toLocaleUpperCase();
}

/** The same colour for the same name on every page and visit, whatever its case or spacing. */
export function avatarColour(name: string): string {
  const key = name.trim().toLowerCase();
  let hash = 0;
  for (const character of key) hash = (Math.imul(hash, 31) + character.codePointAt(0)!) | 0;
  return AVATAR_COLOURS[(hash >>> 0) % AVATAR_COLOURS.length]!;
}
