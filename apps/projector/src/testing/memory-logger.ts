import pino from 'pino';
import type { ProjectorLogger } from '../runtime/logger.js';

/** A real pino logger writing its JSON lines into an array, so tests can check what was logged. */
export function memoryLogger(): { logger: ProjectorLogger; entries: () => Array<Record<string, unknown>> } {
  const lines: string[] = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => void lines.push(line) });
  return { logger, entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}
