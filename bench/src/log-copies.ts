import type pg from 'pg';

const UUID = '[0-9a-f]{8}-([0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})';
/** Matches no text the log holds: the pattern of kept ids when none are kept. */
const NOTHING = 'KEPT-NONE';

/**
 * SQL rewriting one text column for copy `$3`: every uuid gets the copy number as its first eight hex
 * digits (unique, since the rest of a random uuid already is), except ids matching `$4`, which the
 * copies share. What else is unique gets the copy's suffix: invitation link names (in payloads and in
 * the streams that reserve them) and the names of catalogue companies.
 */
function rewritten(column: string): string {
  const marked = `regexp_replace(${column}, $4, 'KEPT<\\&>', 'g')`;
  const renumbered = `regexp_replace(${marked}, '(?<!KEPT<)${UUID}', lpad(to_hex($3::int), 8, '0') || '-\\1', 'gi')`;
  const relinked = `regexp_replace(${renumbered}, '("slug": "|^invitation-slug-)([^"]*)', '\\1\\2-' || $3::text, 'g')`;
  const renamed = `CASE WHEN type = 'CompanyRegistered' THEN regexp_replace(${relinked}, '"name": "([^"]*)"', '"name": "\\1 ' || $3::text || '"') ELSE ${relinked} END`;
  return `regexp_replace(${renamed}, 'KEPT<([^>]*)>', '\\1', 'g')`;
}

/**
 * How many copies of a template of `templateEvents` events grow a log of `logEvents` to at least
 * `targetEvents` (none when it is that large already).
 */
export function copiesToGrow(targetEvents: number, logEvents: number, templateEvents: number): number {
  if (logEvents >= targetEvents) return 0;
  if (templateEvents <= 0) throw new Error('The log to copy is empty: it cannot grow.');
  return Math.ceil((targetEvents - logEvents) / templateEvents);
}

/**
 * Appends copies of the log's events up to `upToPosition` (only those of `streams`, when given), each
 * copy in one transaction, in the original order, with fresh event ids. A fast way to a large but
 * realistic log: the copies are the product's own events under new ids. The hash chain is not
 * recomputed, so `audit:verify` does not hold for the copies.
 */
export async function appendCopies(
  pool: pg.Pool,
  options: { upToPosition: number; streams?: string[]; copies: number[]; keepIds?: string[] },
): Promise<number> {
  const kept = options.keepIds?.length ? options.keepIds.join('|') : NOTHING;
  let appended = 0;
  for (const copy of options.copies) {
    const result = await pool.query(
      `INSERT INTO events (stream_name, revision, id, type, data, metadata)
       SELECT ${rewritten('stream_name')}, revision, gen_random_uuid(), type,
              ${rewritten('data::text')}::jsonb, ${rewritten('metadata::text')}::jsonb
         FROM events WHERE position <= $1 AND ($2::text[] IS NULL OR stream_name = ANY($2))
         ORDER BY transaction_id, position`,
      [options.upToPosition, options.streams ?? null, copy, kept],
    );
    appended += result.rowCount ?? 0;
  }
  return appended;
}
