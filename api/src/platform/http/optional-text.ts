/** An optional text field as stored: trimmed, and null when blank or absent. */
export const optionalText = (value: string | null | undefined): string | null => value?.trim() || null;
