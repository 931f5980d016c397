/**
 * Where to go after signing in, from the login page's `redirect` parameter: only a path of this
 * site (one leading slash), so a crafted link cannot send the user elsewhere.
 */
export function localReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null;
  const controlCharacter = [...value].some((character) => character.charCodeAt(0) < 0x20);
  if (value.startsWith('//') || value.includes('\\') || controlCharacter) return null;
  return value;
}
