import { existsSync } from 'node:fs';

/**
 * Reads settings from a `.env` file in the working directory (the repository root for `npm start`), when
 * there is one. A variable already in the environment wins: `process.loadEnvFile` never overwrites one.
 * Skipped when the environment says NODE_ENV=test, so a developer's `.env` never reaches the app processes
 * that tests start.
 */
export function loadEnvFile(path = '.env'): void {
  if (process.env.NODE_ENV === 'test' || !existsSync(path)) return;
  process.loadEnvFile(path);
}
