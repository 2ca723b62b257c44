import type { EmissionsByLocationView } from '@ghg/contracts';
import { answersClient, refusalOf } from '../../../../../test/api/answers-client.js';
import { type ApiHarness, startApiHarness } from '../../../../../test/api/api-harness.js';
import { DEMO_ORGANIZATION_ID, FREEMIUM_DEMO_ORGANIZATION_ID } from '../../seed/demo-accounts.js';

const FUEL_ROW = { itemType: 'passenger-car', fuelType: 'diesel', consumption: 1000, unit: 'litres' };
const RANGE = 'dateFrom=2025-01&dateTo=2025-12';

describe('locations as departments: rows name a location, totals break down by it', () => {
  let api: ApiHarness;
  let client: ReturnType<typeof answersClient>;
  beforeAll(async () => {
    api = await startApiHarness();
    client = answersClient(api);
  });
  afterEach(() => {
    api.actAs('administrator');
  });
  afterAll(async () => {
    await api.close();
  });

  const breakdown = async (position?: string, organizationId = DEMO_ORGANIZATION_ID) =>
    api.request(`/api/organizations/${organizationId}/emissions-by-location?${RANGE}`, {
      headers: position ? { 'x-wait-for-position': position } : {},
    });
  const addRow = (values: Record<string, unknown>) =>
    client.send('vehicles', { type: 'AddRow', table: 'vehicle-fuel', period: '2025-03', values });

  it('without locations a row cannot name one (no_locations), and nothing is appended', async () => {
    const head = await api.store.headPosition();
    const refusal = refusalOf(await addRow({ ...FUEL_ROW, locationId: 'anything' }));
    expect(refusal).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: expect.stringContaining('values.locationId (no_locations)'),
    });
    expect(await api.store.headPosition()).toBe(head);
  });

  it("assigns a row to a location and the period's total breaks down by it; the auditor cannot", async () => {
    const added = await api.request(`/api/organizations/${DEMO_ORGANIZATION_ID}/entities`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'IT' }),
    });
    const { entityId } = (await added.json()) as { entityId: string };

    const head = await api.store.headPosition();
    const unknown = refusalOf(await addRow({ ...FUEL_ROW, locationId: 'no-such-location' }));
    expect(unknown).toMatchObject({ message: expect.stringContaining('values.locationId (invalid_value)') });
    api.actAs('auditor');
    expect(refusalOf(await addRow({ ...FUEL_ROW, locationId: entityId }))).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await api.store.headPosition()).toBe(head);
    api.actAs('administrator');

    const { result } = await client.ok('vehicles', {
      type: 'AddRow',
      table: 'vehicle-fuel',
      period: '2025-03',
      values: { ...FUEL_ROW, locationId: entityId },
    });
    api.actAs('auditor');
    const res = await breakdown(result.position);
    expect(res.status).toBe(200);
    const view = (await res.json()) as EmissionsByLocationView;
    const it = view.locations.find((l) => l.locationId === entityId);
    expect(it).toMatchObject({ name: 'IT' });
    // 1000 litres of diesel: well over a tonne, all of it IT's.
    expect(it!.co2eKg).toBeGreaterThan(1000);
    expect(view.unassignedCo2eKg).toBeGreaterThanOrEqual(0);

    expect((await breakdown(undefined, FREEMIUM_DEMO_ORGANIZATION_ID)).status).toBe(404);
    expect(
      (await api.request(`/api/organizations/${DEMO_ORGANIZATION_ID}/emissions-by-location?dateFrom=x`))
        .status,
    ).toBe(400);
  });
});
