import { createServer, type Server } from 'node:http';
import type { ProjectionLag } from '../runtime/projector.js';

export interface HealthServer {
  readonly port: number;
  close(): Promise<void>;
}

interface HealthSource {
  lag(): Promise<ProjectionLag[]>;
}

/**
 * /healthz: the process is alive. /readyz: the database answers; the body lists each projection's lag so an
 * operator (or an alert) sees a projection that falls behind. Readiness does not wait for catch-up: a standby
 * or a rebuilding instance is still a healthy member.
 */
export async function startHealthServer(projector: HealthSource, port: number): Promise<HealthServer> {
  const server: Server = createServer((request, response) => {
    const send = (status: number, body: unknown): void => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const path = (request.url ?? '/').split('?')[0];
    if (path === '/healthz') return send(200, { status: 'ok' });
    if (path !== '/readyz') return send(404, { error: 'NOT_FOUND' });
    projector.lag().then(
      (lags) =>
        send(200, {
          status: 'ready',
          projections: lags.map((lag) => ({
            name: lag.name,
            state: lag.state,
            checkpoint: lag.checkpoint.toString(),
            head: lag.head.toString(),
            lag: Number(lag.lag),
          })),
        }),
      (error: unknown) =>
        send(503, { status: 'unavailable', error: error instanceof Error ? error.message : String(error) }),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve());
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
