import pino from 'pino';

/** The subset of pino the runtime needs: structured JSON logs, one object per line. */
export interface ProjectorLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
  debug(obj: object, msg?: string): void;
}

/** ISO time, like the API's logs (one format across the services; issue 22). */
export function createProjectorLogger(level = process.env['LOG_LEVEL'] ?? 'info'): ProjectorLogger {
  return pino({ name: 'projector', level, timestamp: pino.stdTimeFunctions.isoTime });
}

/** For error objects in JSON logs: pino serialises `err` with message, stack and code. */
export function errorFields(error: unknown): { err: unknown } {
  return { err: error instanceof Error ? error : new Error(String(error)) };
}
