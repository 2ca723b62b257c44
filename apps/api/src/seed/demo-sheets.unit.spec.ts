import { initialQuestionsSchema } from '@ghg/contracts';
import { evaluateSheet, evolveAnswers, FACTOR_SET_2024_1, initialAnswersState } from '@ghg/domain';
import { decideSheet, DEMO_INITIAL_ANSWERS, DEMO_PEERS } from './demo-peers.js';
import { DEMO_HISTORY_MONTHS, demoCompanySheets, peerSheets, type SeedSheet } from './demo-sheets.js';

const evaluate = (sheet: SeedSheet, blocked = new Set<string>(), now = '2026-11') => {
  const events = decideSheet(sheet, blocked, now);
  const state = events.reduce(evolveAnswers, initialAnswersState);
  return { events, evaluation: evaluateSheet(sheet.questionId, state, FACTOR_SET_2024_1) };
};
const tonnesOf = (sheets: SeedSheet[], year: string): number =>
  sheets
    .flatMap((s) => evaluate(s).evaluation.rows)
    .filter((r) => r.row.period.startsWith(year))
    .reduce((sum, r) => sum + (r.result?.co2eKg ?? 0), 0) / 1000;

describe('demo history', () => {
  it('covers 2024 and 2025 without March 2025, and never answers Vehicles or Electricity', () => {
    expect(DEMO_HISTORY_MONTHS).toHaveLength(23);
    expect(DEMO_HISTORY_MONTHS).not.toContain('2025-03');
    const sheets = [...demoCompanySheets(), ...DEMO_PEERS.flatMap((p) => peerSheets(p.scale))];
    const keys = new Set(sheets.map((s) => s.questionId));
    expect(keys.has('vehicles') || keys.has('electricity')).toBe(false);
    for (const sheet of sheets)
      for (const event of decideSheet(sheet, new Set(), '2026-11'))
        if (event.type === 'RowAdded') expect(event.data.row.period).not.toBe('2025-03');
  });

  it('every seeded sheet is completed: each row calculates with the factor set, none is in error', () => {
    for (const sheet of [...demoCompanySheets(), ...peerSheets(DEMO_PEERS[4]!.scale)]) {
      const { evaluation } = evaluate(sheet);
      expect({ key: sheet.questionId, status: evaluation.progress.status }).toEqual({
        key: sheet.questionId,
        status: 'completed',
      });
      for (const row of evaluation.rows) {
        expect({ key: sheet.questionId, error: row.errorCode, missing: row.missing }).toEqual({
          key: sheet.questionId,
          error: null,
          missing: [],
        });
        expect(row.result?.co2eKg).toBeGreaterThan(0);
      }
    }
  });

  it('gives the demo company a small retailer’s footprint that falls from 2024 to 2025', () => {
    const sheets = demoCompanySheets();
    const y2024 = tonnesOf(sheets, '2024');
    const y2025 = tonnesOf(sheets, '2025');
    // 24 people: a gas boiler, district heat, waste, trips and purchases make tens of tonnes a year.
    expect(y2024).toBeGreaterThan(20);
    expect(y2024).toBeLessThan(120);
    expect(y2025).toBeLessThan(y2024);
  });

  it('leaves out rows of blocked months and of months after the current one', () => {
    const [equipment] = demoCompanySheets();
    const rows = (blocked: Set<string>, now: string) =>
      decideSheet(equipment!, blocked, now).filter((e) => e.type === 'RowAdded').length;
    expect(rows(new Set(), '2026-11')).toBe(23);
    expect(rows(new Set(['2024-01', '2024-02']), '2026-11')).toBe(21);
    expect(rows(new Set(), '2024-06')).toBe(6);
  });

  it('gives the demo company initial answers the initial questions form accepts', () => {
    expect(initialQuestionsSchema.safeParse(DEMO_INITIAL_ANSWERS).success).toBe(true);
  });
});
