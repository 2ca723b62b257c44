import { evaluateSheet, evolveAnswers, FACTOR_SET_2024_1, initialAnswersState } from '@ghg/domain';
import { DEMO_DEPARTMENTS, withDepartments } from './demo-departments.js';
import { decideSheet } from './demo-peers.js';
import { demoCompanySheets } from './demo-sheets.js';

const ALL = new Set(Object.values(DEMO_DEPARTMENTS).map((d) => d.locationId));
const rowsOf = (locationIds: ReadonlySet<string>) =>
  withDepartments(demoCompanySheets(), locationIds).flatMap((sheet) =>
    decideSheet(sheet, new Set(), '2026-11', locationIds).flatMap((e) =>
      e.type === 'RowAdded' ? [{ questionId: sheet.questionId, row: e.data.row }] : [],
    ),
  );

describe('demo departments', () => {
  it("are spec §3's eight sample departments, in Polish, with distinct ids", () => {
    expect(Object.values(DEMO_DEPARTMENTS).map((d) => d.name)).toEqual([
      'Zarząd',
      'Cyberbezpieczeństwo',
      'Bankowość detaliczna',
      'Bankowość korporacyjna',
      'IT',
      'Ryzyko',
      'Finanse',
      'Operacje i obsługa',
    ]);
    expect(ALL.size).toBe(8);
  });

  it('spread the demo rows over seven departments; district heat and Risk stay unassigned', () => {
    const rows = rowsOf(ALL);
    const named = new Set(rows.map((r) => r.row.values['locationId']));
    expect(named.has(DEMO_DEPARTMENTS.risk.locationId)).toBe(false);
    expect([...named].filter((id) => id !== undefined)).toHaveLength(7);
    for (const { questionId, row } of rows)
      expect({ questionId, assigned: row.values['locationId'] !== undefined }).toEqual({
        questionId,
        assigned: questionId !== 'heat',
      });
  });

  it('leave a row unassigned when the company lacks that location, and the sheets still calculate', () => {
    expect(rowsOf(new Set()).every((r) => r.row.values['locationId'] === undefined)).toBe(true);
    for (const sheet of withDepartments(demoCompanySheets(), ALL)) {
      const state = decideSheet(sheet, new Set(), '2026-11', ALL).reduce(evolveAnswers, initialAnswersState);
      expect(evaluateSheet(sheet.questionId, state, FACTOR_SET_2024_1).progress.status).toBe('completed');
    }
  });
});
