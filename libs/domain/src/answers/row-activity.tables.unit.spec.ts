import { calculate } from '../emissions/calculate/calculate.js';
import { type ColumnDefinition } from '../emissions/catalogue/columns.js';
import { SECTIONS } from '../emissions/catalogue/sections.js';
import { TABLES, type TableDefinition } from '../emissions/catalogue/tables.js';
import { FACTOR_SET_2024_1 } from '../emissions/factors/factor-sets.js';
import { type AnswerRow } from './answer-row.js';
import { initialAnswersState } from './answers.state.js';
import { ALTERNATIVES } from './row-mappers-purchases.js';
import { assessRow, TABLE_MAPPERS } from './row-activity.js';
import { sampleRow } from './sample-row.test.js';

const rowOf = (table: TableDefinition, columns: readonly ColumnDefinition[]): AnswerRow =>
  sampleRow(table, columns);

const PAIRS = SECTIONS.flatMap((section) =>
  section.tables.map((table) => [section.key, table.key, table] as const),
);
const sheet = initialAnswersState;
/** Rows that record something without emissions of their own (certificates, a certificate without a price). */
const INFO_WHEN_REQUIRED_ONLY = new Set(['green-energy', 'renewable-certificates']);

describe('every table of every section maps to the calculation', () => {
  it('has a mapper for every table of the catalogue and no mapper for a table that does not exist', () => {
    expect(Object.keys(TABLE_MAPPERS).sort()).toEqual(
      Object.values(TABLES)
        .map((t) => t.key)
        .sort(),
    );
  });

  it.each(PAIRS)('%s / %s: an empty row is incomplete and names what to fill', (section, _key, table) => {
    const assessment = assessRow(section, rowOf(table, []), sheet);
    const required = table.columns.filter((c) => c.required).map((c) => c.key);
    expect(assessment).toEqual({
      status: 'incomplete',
      missing: [...required, ...(ALTERNATIVES[table.key] ?? [])],
    });
  });

  it.each(PAIRS)(
    '%s / %s: the required columns alone make it ready, or name the alternatives',
    (section, _key, table) => {
      const assessment = assessRow(
        section,
        rowOf(
          table,
          table.columns.filter((c) => c.required),
        ),
        sheet,
      );
      if (ALTERNATIVES[table.key]) {
        expect(assessment).toEqual({ status: 'incomplete', missing: ALTERNATIVES[table.key] });
      } else if (INFO_WHEN_REQUIRED_ONLY.has(table.key)) {
        expect(assessment.status).toBe('info');
      } else {
        expect(assessment.status).toBe('ready');
      }
    },
  );

  it.each(PAIRS)(
    '%s / %s: a fully filled row becomes activities the engine calculates',
    (section, _key, table) => {
      const assessment = assessRow(section, rowOf(table, table.columns), sheet);
      if (table.key === 'green-energy') {
        expect(assessment.status).toBe('info');
        return;
      }
      if (assessment.status !== 'ready') throw new Error(JSON.stringify(assessment));
      expect(assessment.activity).toBe(assessment.activities[0]);
      for (const activity of assessment.activities) {
        // The table declares the kinds its rows become; each activity is filed under the row's section.
        expect(table.rowKinds).toContain(activity.kind);
        expect(activity.section).toBe(section);
        const outcome = calculate(activity, FACTOR_SET_2024_1);
        if (!outcome.ok) throw new Error(`${table.key} ${activity.kind}: ${outcome.code} ${outcome.detail}`);
        expect(outcome.co2eKg).toBeGreaterThanOrEqual(0);
      }
    },
  );

  it('refuses a table that is not part of the section', () => {
    const row = rowOf(TABLES.waste, TABLES.waste.columns);
    expect(assessRow('vehicles', row, sheet)).toEqual({
      status: 'invalid',
      detail: 'table waste is not part of vehicles',
    });
  });
});
