import type pg from 'pg';

/** Waits until every projector of the app has handled every event (readiness reports none behind). */
export async function waitForProjections(url: string, timeoutMs = 600_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${url}/api/health/ready`);
    const report = (await response.json()) as { projections: Array<{ name: string; behind: number }> };
    const behind = report.projections.filter((projector) => projector.behind > 0);
    if (response.ok && behind.length === 0) return;
    if (Date.now() > deadline) {
      throw new Error(`projections still behind after ${timeoutMs} ms: ${JSON.stringify(behind)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * The ids of prospects submitted to `operatorId` since `afterPosition` (a global position in the events
 * table), in order. Other operators' prospects (the reads' networker submits some too) are not theirs to move.
 */
export async function submittedProspects(
  pool: pg.Pool,
  operatorId: string,
  afterPosition = 0,
): Promise<{ ids: string[]; lastPosition: number }> {
  const { rows } = await pool.query<{ id: string; position: string }>(
    `SELECT data->>'prospectId' AS id, position::text FROM events
      WHERE type = 'ProspectSubmitted' AND position > $1 AND data->>'operatorId' = $2 ORDER BY position`,
    [afterPosition, operatorId],
  );
  return { ids: rows.map((row) => row.id), lastPosition: Number(rows.at(-1)?.position ?? afterPosition) };
}

/** The app process's resident memory, in kB (Linux). */
export async function residentKb(pid: number): Promise<number> {
  const { readFile } = await import('node:fs/promises');
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const match = /^VmRSS:\s+(\d+) kB/m.exec(status);
  if (!match) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]);
}

/** The global position of the newest event in the log (0 when empty). */
export async function lastPosition(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ last: string | null }>(
    'SELECT max(position)::text AS last FROM events',
  );
  return Number(rows[0]?.last ?? 0);
}

/**
 * Waits until the log stops growing for a second and the projections have caught up: work a load run set
 * off (jobs still appending events, projections catching up) must not run into the next run.
 */
export async function waitUntilQuiet(pool: pg.Pool, url: string): Promise<void> {
  let last = await lastPosition(pool);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = await lastPosition(pool);
    if (now === last) break;
    last = now;
  }
  await waitForProjections(url);
}
