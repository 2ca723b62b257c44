import type { IncomingMessage } from 'node:http';

/** Reads the rest of a refused upload away, so the client gets the answer instead of a reset connection. */
export function drainRequest(req: IncomingMessage): Promise<void> {
  if (req.readableEnded || req.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    req.unpipe();
    req.on('end', resolve).on('close', resolve).on('error', resolve);
    req.resume();
  });
}
