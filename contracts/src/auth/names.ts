/** The header's short name: first names in full, the last name as an initial ("Ada King L."). */
export function abbreviateName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  if (parts.length <= 1) return parts[0] ?? '';
  const last = parts.at(-1)!;
  return `${parts.slice(0, -1).join(' ')} ${[...last][0]!.toUpperCase()}.`;
}

/** Lower-case, trimmed: the one form an email is stored and compared in. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
