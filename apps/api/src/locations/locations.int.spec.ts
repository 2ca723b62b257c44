import type { EntitiesChangeView, OrganizationView } from '@ghg/contracts';
import { organizationStreamId } from '@ghg/domain';
import { type ApiHarness, startApiHarness } from '../../../../test/api/api-harness.js';
import { expectCatalogued } from '../../../../test/api/answers-client.js';
import { DEMO_ORGANIZATION_ID } from '../seed/demo-accounts.js';

const OTHER_ORGANIZATION_ID = '5a1f0c7e-3b9d-4c2e-9f10-7d2a4b6c8eff';
const entities = (organizationId = DEMO_ORGANIZATION_ID) => `/api/organizations/${organizationId}/entities`;

describe('locations: add, list, delete (spec §7 organizations/{orgId}/entities)', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApiHarness();
  });
  afterEach(() => {
    api.actAs('administrator');
  });
  afterAll(async () => {
    await api.close();
  });

  const add = (name: unknown, organizationId?: string) =>
    api.request(entities(organizationId), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name }),
    });
  const remove = (entityId: string, organizationId?: string) =>
    api.request(`${entities(organizationId)}/${entityId}`, { method: 'DELETE' });
  const organization = async (position: string) => {
    const res = await api.request(`/api/organizations/${DEMO_ORGANIZATION_ID}`, {
      headers: { 'x-wait-for-position': position },
    });
    expect(res.status).toBe(200);
    return (await res.json()) as OrganizationView;
  };
  /** The call is refused as `expected` says and the log has not moved. */
  async function refused(call: () => Promise<Response>, expected: Record<string, unknown>) {
    const head = await api.store.headPosition();
    const res = await call();
    const body = (await res.json()) as Record<string, unknown>;
    expect({ status: res.status, ...body }).toMatchObject(expected);
    expect(await api.store.headPosition()).toBe(head);
  }

  it('adds locations, answers them in Polish order, and the organization lists them after its own write', async () => {
    const before = await organization('0');
    expect(before.entities).toEqual([]);

    const first = await add('  Żyrardów ');
    expect(first.status).toBe(201);
    const second = await add('łódź');
    const third = await add('Lublin');
    const answer = (await third.json()) as EntitiesChangeView;
    expect(answer.changed).toBe(true);
    expect(answer.entities.map((e) => e.name)).toEqual(['Lublin', 'łódź', 'Żyrardów']);
    expect(answer.entities.map((e) => e.entityId)).toContain(answer.entityId);
    expect((await second.json()) as EntitiesChangeView).toMatchObject({ entities: [{ name: 'łódź' }, {}] });

    expect((await organization(answer.position)).entities).toEqual(answer.entities);
    const last = (await api.store.readStream(organizationStreamId(DEMO_ORGANIZATION_ID))).at(-1)!;
    expect(last).toMatchObject({
      type: 'LocationAdded',
      data: { name: 'Lublin', changes: [{ field: 'location', before: null, after: 'Lublin' }] },
      metadata: { source: { channel: 'rest' } },
    });
    expectCatalogued(last);
  });

  it('refuses a name taken in another case, a blank and a too long name with field codes; appends nothing', async () => {
    await refused(() => add('ŁÓDŹ'), {
      status: 400,
      code: 'VALIDATION_ERROR',
      fields: [{ path: 'name', code: 'location_name_taken' }],
    });
    await refused(() => add('   '), { status: 400, fields: [{ path: 'name', code: 'required' }] });
    await refused(() => add('x'.repeat(101)), { status: 400, fields: [{ path: 'name', code: 'too_long' }] });
    await refused(
      () =>
        api.request(entities(), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({}),
        }),
      { status: 400, fields: [{ path: 'name', code: 'required' }] },
    );
    await refused(() => add(7), { status: 400, code: 'VALIDATION_ERROR' });
  });

  it('L2–L4 right-to-left override in names: a location name with U+202E or U+2067 is refused; nothing appended', async () => {
    for (const name of ['Magazyn\u202Eyzcanlop', '\u2067Biuro\u2069'])
      await refused(() => add(name), {
        status: 400,
        code: 'VALIDATION_ERROR',
        fields: [{ path: 'name', code: 'bidi_control' }],
      });
  });

  it('refuses members, auditors and provider staff (403) and another organization’s ids (404); appends nothing', async () => {
    const { entities: list } = await organization('0');
    const lublin = list.find((e) => e.name === 'Lublin')!;
    for (const role of ['member', 'auditor', 'provider-staff'] as const) {
      api.actAs(role);
      await refused(() => add('Radom'), { status: 403, code: 'FORBIDDEN' });
      await refused(() => remove(lublin.entityId), { status: 403, code: 'FORBIDDEN' });
    }
    api.actAs('member');
    // Members still read the list (the page shows it read-only).
    expect((await organization('0')).entities).toEqual(list);
    api.actAs('administrator');
    await refused(() => add('Radom', OTHER_ORGANIZATION_ID), { status: 404, code: 'NOT_FOUND' });
    await refused(() => remove(lublin.entityId, OTHER_ORGANIZATION_ID), { status: 404, code: 'NOT_FOUND' });
    await refused(() => remove('no-such-location'), { status: 404, code: 'LOCATION_NOT_FOUND' });
  });

  it('deletes a location: the answer and the organization no longer hold it, and its name is free again', async () => {
    const { entities: list } = await organization('0');
    const lodz = list.find((e) => e.name === 'łódź')!;
    const deleted = await remove(lodz.entityId);
    expect(deleted.status).toBe(200);
    const answer = (await deleted.json()) as EntitiesChangeView;
    expect(answer.entities.map((e) => e.name)).toEqual(['Lublin', 'Żyrardów']);
    expect(answer.entityId).toBeUndefined();
    expect((await organization(answer.position)).entities).toEqual(answer.entities);
    const last = (await api.store.readStream(organizationStreamId(DEMO_ORGANIZATION_ID))).at(-1)!;
    expect(last).toMatchObject({
      type: 'LocationRemoved',
      data: { locationId: lodz.entityId, changes: [{ field: 'location', before: 'łódź', after: null }] },
    });
    expectCatalogued(last);
    expect((await add('ŁÓDŹ')).status).toBe(201);
  });
});
