export interface RunnerLogger {
  info(message: string, details?: Record<string, unknown>): void;
  warn(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
}

export const silentLogger: RunnerLogger = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};
