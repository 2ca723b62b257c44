import pino from 'pino';

/** Structured JSON logs on stdout, one object per line. */
export function createLogger(level: string, name: string): pino.Logger {
  return pino({ name, level, base: { service: name }, timestamp: pino.stdTimeFunctions.isoTime });
}

export type Logger = pino.Logger;
