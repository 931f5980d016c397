// What the benchmark harness (the `bench` workspace: `npm run bench`, the capacity probe) uses of the API,
// in one place. Imported as `@referrals/api/bench-entry` (package.json `exports`); nothing in the API imports
// this file, and the bench imports nothing else of the API.
import { fileURLToPath } from 'node:url';

/** The built app's entry point (`api/dist/main.js`): the bench starts it in processes of its own. */
export const appMainPath = fileURLToPath(new URL('./main.js', import.meta.url));

/** The app's settings from an environment (the replay and the capacity probe rebuild with them). */
export { loadConfig } from './config/app-config.js';
export { inParallel } from './platform/concurrency/in-parallel.js';
/** Migrations of a fresh database (the append benchmark's), as the app applies them at start. */
export { migrateDatabase as runMigrations } from './app/migrations.js';
/** The store the app writes through: Postgres, wrapped in the hash chain. */
export { HashChainingEventStore } from './platform/event-store/hash-chain/hash-chaining-event-store.js';
export { PostgresEventStore } from './platform/event-store/postgres/postgres-event-store.js';
/** `projections:rebuild`'s own code, timed by the replay benchmark. */
export { rebuildProjections } from './platform/projections/rebuild-projections.cli.js';
