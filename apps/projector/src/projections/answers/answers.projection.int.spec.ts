import { AR5_GWP, type AnswerCommand, type SectionKey } from '@ghg/domain';
import { createPostgresEventStore, type EventStore } from '@ghg/event-store';
import { openTestDb, type TestDb } from '../../../../../test/support/test-db.js';
import { type Actor, runAnswerCommand } from '../../testing/answer-commands.js';
import { applyLog } from '../../testing/apply-log.js';
import { answersProjection } from './answers.projection.js';

jest.setTimeout(60_000);

const ORG = '5a1f0c7e-3b9d-4c2e-9f10-7d2a4b6c8e01';
const member: Actor = { organizationId: ORG, actorId: 'member-1', role: 'member' };

/** Diesel (average biofuel blend), litres, DESNZ 2024 (library 2024.1 `fuel.diesel:litres:world`). */
const DIESEL_KG_PER_LITRE = { co2e: 2.51279, co2: 2.4796, ch4: 0.00029, n2o: 0.0329 };

describe('answers projection', () => {
  let t: TestDb;
  let store: EventStore;
  beforeEach(async () => {
    t = await openTestDb();
    store = createPostgresEventStore(t.db);
  });
  afterEach(async () => {
    await t.dispose();
  });

  const answer = async (questionId: SectionKey, command: AnswerCommand, actor = member) => {
    await runAnswerCommand(store, actor, questionId, command);
    await applyLog(t.db, store, [answersProjection]);
  };
  const status = async (questionId: string) => {
    const { rows } = await t.db.query<{ status: string; progress: number; scope: string }>(
      `select status, progress, scope from read.question_status where organization_id = $1 and question_id = $2`,
      [ORG, questionId],
    );
    return rows[0] ?? null;
  };
  const lines = async () =>
    (await t.db.query<Record<string, unknown>>(`select * from read.emission_lines order by row_id`)).rows;
  const rows = async () =>
    (
      await t.db.query<Record<string, unknown>>(
        `select row_id, table_key, period, cells, main, field_type, ord, badge, missing, error_code
           from read.answer_rows order by created_position`,
      )
    ).rows;

  it('diesel for a passenger car in 2025-03: the status moves to completed and one line carries the kg', async () => {
    expect(await status('vehicles')).toBeNull(); // never answered: the API shows 'notstarted'

    await answer('vehicles', { type: 'AnswerInitialQuestion', answer: 'yes' });
    expect(await status('vehicles')).toEqual({ status: 'inprogress', progress: 20, scope: 'scope-1' });
    await answer('vehicles', { type: 'ChooseItems', items: ['passenger-car'] });
    await answer('vehicles', { type: 'ChooseFuels', fuels: ['diesel'] });
    await answer('vehicles', { type: 'ChoosePath', path: 'detailed' });
    expect(await status('vehicles')).toEqual({ status: 'inprogress', progress: 80, scope: 'scope-1' });

    // Saved half-filled: 'To complete', no line yet.
    await answer('vehicles', {
      type: 'AddRow',
      rowId: 'car-1',
      table: 'vehicle-fuel',
      period: '2025-03',
      values: { itemType: 'passenger-car', fuelType: 'diesel', unit: 'litres' },
    });
    expect(await rows()).toEqual([
      {
        row_id: 'car-1',
        table_key: 'vehicle-fuel',
        period: '2025-03',
        cells: { itemType: 'passenger-car', fuelType: 'diesel', unit: 'litres' },
        main: true,
        field_type: 'other',
        ord: 1,
        badge: 'to-complete',
        missing: ['consumption'],
        error_code: null,
      },
    ]);
    expect(await lines()).toEqual([]);
    expect((await status('vehicles'))?.status).toBe('inprogress');

    await answer('vehicles', { type: 'UpdateRow', rowId: 'car-1', values: { consumption: 100 } });
    expect(await status('vehicles')).toEqual({ status: 'completed', progress: 100, scope: 'scope-1' });
    expect(await rows()).toMatchObject([{ row_id: 'car-1', badge: 'completed', missing: [] }]);
    const [line, ...others] = await lines();
    expect(others).toEqual([]);
    expect(line).toMatchObject({
      organization_id: ORG,
      question_id: 'vehicles',
      row_id: 'car-1',
      period: '2025-03',
      scope: 'scope-1',
      category: 'vehicles',
      subcategory: 'vehicle-fuel',
      item: 'passenger-car',
      location: null,
      location_based_kg: null,
      market_based_kg: null,
      method: 'fuel-based',
      factor_id: 'fuel.diesel:litres:world',
      factor_set_version: '2024.1',
      factor_source: 'desnz-2024',
      data_quality: 'secondary',
      energy_carrier: 'fuel',
      energy_note: 'fuel.diesel:litres:world ÷ fuel.diesel:kWh:world',
      renewable_kwh: 0,
    });
    // VSME B3 energy: 100 l × 2.51279 kg CO2e/l ÷ 0.23902 kg CO2e/kWh (gross CV) = 1,051.29 kWh.
    expect(line!['energy_kwh']).toBeCloseTo((100 * 2.51279) / 0.23902, 6);
    // 100 l × 2.51279 kg CO2e/l = 251.279 kg; gas masses are their CO2e contributions over the AR5 GWPs.
    expect(line!['co2e_kg']).toBeCloseTo(251.279, 9);
    expect(line!['co2_kg']).toBeCloseTo(100 * DIESEL_KG_PER_LITRE.co2, 9);
    expect(line!['ch4_kg']).toBeCloseTo((100 * DIESEL_KG_PER_LITRE.ch4) / AR5_GWP.CH4, 12);
    expect(line!['n2o_kg']).toBeCloseTo((100 * DIESEL_KG_PER_LITRE.n2o) / AR5_GWP.N2O, 12);
    const total = await t.db.query<{ total_co2e_kg: number }>(
      `select total_co2e_kg from read.question_status where question_id = 'vehicles'`,
    );
    expect(total.rows[0]!.total_co2e_kg).toBeCloseTo(100 * DIESEL_KG_PER_LITRE.co2e, 9);

    const sheet = await t.db.query(
      `select stream_revision, initial_answer, items, fuels, path, green_energy from read.answer_sheets`,
    );
    expect(sheet.rows).toEqual([
      {
        stream_revision: 5,
        initial_answer: 'yes',
        items: ['passenger-car'],
        fuels: ['diesel'],
        path: 'detailed',
        green_energy: null,
      },
    ]);

    // A second row, then 'delete selected' of the first: its line goes, the other stays.
    await answer('vehicles', { type: 'DuplicateRow', rowId: 'car-1', newRowId: 'car-2' });
    expect((await lines()).map((l) => l['row_id'])).toEqual(['car-1', 'car-2']);
    await answer('vehicles', { type: 'DeleteRows', rowIds: ['car-1'] });
    expect((await lines()).map((l) => l['row_id'])).toEqual(['car-2']);
    expect((await rows()).map((r) => [r['row_id'], r['ord']])).toEqual([['car-2', 2]]);

    await answer('vehicles', { type: 'DeleteAllRows' });
    expect(await lines()).toEqual([]);
    expect(await rows()).toEqual([]);
    expect(await status('vehicles')).toEqual({ status: 'inprogress', progress: 80, scope: 'scope-1' });

    await answer('vehicles', { type: 'ResetSection' });
    expect(await status('vehicles')).toEqual({ status: 'notstarted', progress: 0, scope: 'scope-1' });
  });

  it('electricity: location- and market-based kg, and a certificate added later lowers the market-based line', async () => {
    await answer('electricity', { type: 'AnswerInitialQuestion', answer: 'yes' });
    await answer('electricity', { type: 'AnswerGreenEnergy', answer: 'yes' });
    await answer('electricity', {
      type: 'AddRow',
      rowId: 'grid',
      table: 'electricity',
      period: '2025-03',
      values: { consumption: 1000, unit: 'kWh', country: 'PL' },
    });
    const scope2 = async () =>
      (
        await t.db.query<Record<string, unknown>>(
          `select row_id, scope, subcategory, location, co2e_kg, location_based_kg, market_based_kg, factor_source
             from read.emission_lines where question_id = 'electricity'`,
        )
      ).rows;
    // 1,000 kWh × 0.743 kg/kWh (KOBiZE 2023 for Poland); no certificates: market-based falls back to the grid.
    const [before] = await scope2();
    expect(before).toMatchObject({
      row_id: 'grid',
      scope: 'scope-2',
      subcategory: 'electricity',
      location: 'PL',
    });
    expect(before!['location_based_kg']).toBeCloseTo(743, 9);
    expect(before!['market_based_kg']).toBeCloseTo(743, 9);

    // 0.3 MWh of certificates in the same month: the grid row is unchanged, its line is not.
    await answer('electricity', {
      type: 'AddRow',
      rowId: 'go-1',
      table: 'green-energy',
      period: '2025-03',
      values: { certificate: 'GO-1', purchasedAmount: 0.3, unit: 'MWh' },
    });
    const after = await scope2();
    expect(after.map((l) => l['row_id'])).toEqual(['grid']); // a certificate has no emissions of its own
    expect(after[0]!['location_based_kg']).toBeCloseTo(743, 9);
    expect(after[0]!['market_based_kg']).toBeCloseTo((1000 - 300) * 0.743, 9);
  });

  it('marks a row of a custom fuel that calculates with the custom factor, and sheets stay apart', async () => {
    const other: Actor = { ...member, organizationId: '0c9e4f7a-2d1b-4a8e-8c3f-6b5d7e9f1a02' };
    await runAnswerCommand(store, member, 'equipment', {
      type: 'DefineCustomFactor',
      custom: { customId: 'bio', kind: 'fuel', name: 'Wood chips', kgCo2ePerUnit: 0.5, unit: 'kg' },
    });
    await runAnswerCommand(store, member, 'equipment', {
      type: 'AddRow',
      rowId: 'boiler',
      table: 'equipment-fuel',
      period: '2025-01',
      values: { itemType: 'boiler', fuelType: 'custom:bio', consumption: 40, unit: 'kg' },
    });
    await runAnswerCommand(store, other, 'purchased-goods', { type: 'AnswerInitialQuestion', answer: 'no' });
    await applyLog(t.db, store, [answersProjection]);

    const { rows: found } = await t.db.query<Record<string, unknown>>(
      `select organization_id, question_id, row_id, co2e_kg, method, factor_source, data_quality
         from read.emission_lines`,
    );
    expect(found).toEqual([
      {
        organization_id: ORG,
        question_id: 'equipment',
        row_id: 'boiler',
        co2e_kg: 20,
        method: 'custom-factor',
        factor_source: 'user',
        data_quality: 'primary',
      },
    ]);
    const { rows: statuses } = await t.db.query(
      `select organization_id, question_id, scope, status from read.question_status order by question_id`,
    );
    expect(statuses).toEqual([
      { organization_id: ORG, question_id: 'equipment', scope: 'scope-1', status: 'notstarted' },
      {
        organization_id: other.organizationId,
        question_id: 'purchased-goods',
        scope: 'scope-3',
        status: 'completed',
      },
    ]);
  });
});
