/** A whole-number setting between `min` and `max`; a problem is added (naming the setting) when it is not. */
export function integer(text: string, name: string, min: number, max: number, problems: string[]): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) {
    problems.push(`${name} must be a whole number from ${min} to ${max} (got "${text}")`);
  }
  return value;
}
