import { PROJECTION_NAMES, waitForProjections } from '@ghg/read-models';
import { type ApiHarness, startApiHarness } from '../../../../test/api/api-harness.js';

interface Readyz {
  status: string;
  head: string;
  projections: { name: string; checkpoint: string; lag: number }[];
}

// /readyz reports each projection's lag from the checkpoints table: the API process needs no projector for it.
describe('GET /readyz', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApiHarness({ startProjector: false });
  });
  afterAll(async () => {
    await api.close();
  });

  it('lists every catalogued projection, behind the head while no projector runs', async () => {
    const res = await api.request('/readyz');
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
    expect(res.headers.get('cache-control')).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const body = JSON.parse(text) as Readyz;
    expect(body.status).toBe('ready');
    expect(body.projections.map((p) => p.name)).toEqual(PROJECTION_NAMES);
    expect(BigInt(body.head)).toBeGreaterThan(0n);
    expect(body.projections.every((p) => p.checkpoint === '0' && p.lag === Number(body.head))).toBe(true);
  });

  it('shows no lag once the projector has caught up', async () => {
    await api.projector.start();
    const { reached } = await waitForProjections(api.db, await api.store.headPosition(), {
      timeoutMs: 30_000,
    });
    expect(reached).toBe(true);
    const body = (await (await api.request('/readyz')).json()) as Readyz;
    expect(body.projections.map((p) => [p.name, p.lag])).toEqual(PROJECTION_NAMES.map((name) => [name, 0]));
    expect(body.projections.every((p) => p.checkpoint === body.head)).toBe(true);
  });
});

// A dead projector leaves the API answering stale data: beyond READY_MAX_PROJECTION_LAG it is not ready.
describe('GET /readyz with a projection lag limit', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApiHarness({ startProjector: false, config: { readyMaxProjectionLag: 1 } });
  });
  afterAll(async () => {
    await api.close();
  });

  it('answers 503 projections-behind while no projector runs, and ready once it has caught up', async () => {
    const behind = await api.request('/readyz');
    expect(behind.status).toBe(503);
    const text = await behind.text();
    expect(behind.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(behind.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
    expect((JSON.parse(text) as Readyz).status).toBe('projections-behind');

    await api.projector.start();
    const { reached } = await waitForProjections(api.db, await api.store.headPosition(), {
      timeoutMs: 30_000,
    });
    expect(reached).toBe(true);
    const ready = await api.request('/readyz');
    expect(ready.status).toBe(200);
    expect(((await ready.json()) as Readyz).status).toBe('ready');
  });
});
