/** A row with these timestamp columns as ISO 8601 strings, as the API answers them. */
export type WithIsoDates<Row, Key extends keyof Row> = Omit<Row, Key> & Record<Key, string>;

export function withIsoDates<Row extends object, Key extends keyof Row>(
  row: Row,
  keys: readonly Key[],
): WithIsoDates<Row, Key> {
  const converted = { ...row } as Record<string, unknown>;
  for (const key of keys) converted[key as string] = (row[key] as Date).toISOString();
  return converted as WithIsoDates<Row, Key>;
}
