/**
 * A schema change as plain SQL. The API runs these (with its own) through TypeORM's
 * migration runner; `timestamp` orders them and is part of the recorded name.
 */
export interface SqlMigration {
  name: string;
  timestamp: number;
  up: string;
  down: string;
}
