import type { EmissionLineWorkingView } from '@ghg/contracts';
import type { Db } from '@ghg/database';
import { DomainError, FACTOR_SETS, rowWorkingOf, type SectionKey } from '@ghg/domain';
import {
  type AnswerRowRecord,
  type AnswerSheetRecord,
  answersStateOf,
  type EmissionLineRecord,
} from '@ghg/read-models';
import { Inject, Injectable } from '@nestjs/common';
import { reportSectionOf } from '../../shared/report-sections.js';
import { AUDIT_ACTOR_NAME, AUDIT_ENTRY_FROM } from '../../audit/audit-entry.js';
import { DB } from '../../shared/tokens.js';
import { scopeNumberKeyOf } from '../charts-filter.js';

type LineRecord = Pick<
  EmissionLineRecord,
  | 'period'
  | 'scope'
  | 'category'
  | 'subcategory'
  | 'item'
  | 'co2e_kg'
  | 'location_based_kg'
  | 'market_based_kg'
  | 'method'
  | 'data_quality'
  | 'factor_set_version'
>;
/** The sheet's answers with its rows (created-position order) as one JSON array. */
type SheetRecord = Pick<
  AnswerSheetRecord,
  'initial_answer' | 'items' | 'fuels' | 'path' | 'green_energy' | 'custom_factors'
> & { rows: AnswerRowRecord[] };
interface EventRecord {
  event_id: string;
  position: string;
  occurred_at: Date | string;
  actor_name: string;
  event_type: string;
  field: string | null;
}

const LINE_SQL = `select period, scope, category, subcategory, item, co2e_kg, location_based_kg, market_based_kg, method,
         data_quality, factor_set_version
    from read.emission_lines where organization_id = $1 and question_id = $2 and row_id = $3
   order by period limit 1`;
const SHEET_SQL = `select s.initial_answer, s.items, s.fuels, s.path, s.green_energy, s.custom_factors,
         coalesce((select jsonb_agg(to_jsonb(r) order by r.created_position, r.row_id) from read.answer_rows r
                    where r.organization_id = s.organization_id and r.question_id = s.question_id), '[]') as rows
    from read.answer_sheets s where s.organization_id = $1 and s.question_id = $2`;
/** Every event of the row, oldest first, one per event (its changed fields joined). */
const EVENTS_SQL = `select a.event_id, a.position::text as position, min(a.occurred_at) as occurred_at,
         coalesce(min(${AUDIT_ACTOR_NAME}), min(a.actor_id)) as actor_name, a.event_type,
         nullif(string_agg(a.field, ', ' order by a.ordinal), '') as field
    from ${AUDIT_ENTRY_FROM}
   where a.organization_id = $1 and a.question_id = $2 and a.row_id = $3
   group by a.event_id, a.position, a.event_type
   order by a.position`;

/**
 * The drill-down's last level: one row's emission line with the working behind it, recomputed by the domain from
 * the row and its sheet with the line's factor set (activity, factor with its source row, formula; both Scope 2
 * methods with the certificates), and the events that produced the row with who made them and when.
 */
@Injectable()
export class EmissionLineWorkingQuery {
  constructor(@Inject(DB) private readonly db: Db) {}

  async forRow(organizationId: string, questionId: string, rowId: string): Promise<EmissionLineWorkingView> {
    const section = reportSectionOf(questionId);
    const [lines, sheets, events] = await Promise.all([
      this.db.query<LineRecord>(LINE_SQL, [organizationId, questionId, rowId]),
      this.db.query<SheetRecord>(SHEET_SQL, [organizationId, questionId]),
      this.db.query<EventRecord>(EVENTS_SQL, [organizationId, questionId, rowId]),
    ]);
    const line = lines.rows[0];
    const sheet = sheets.rows[0];
    const row = sheet?.rows.find((r) => r.row_id === rowId);
    if (!line || !sheet || !row)
      throw new DomainError('ROW_NOT_FOUND', 'This row has no emission line', [
        { path: 'rowId', code: 'not_found' },
      ]);
    const state = answersStateOf(sheet, sheet.rows);
    const set = FACTOR_SETS.find((s) => s.version === line.factor_set_version);
    const working = set ? rowWorkingOf(section.key as SectionKey, state.rows.get(rowId)!, state, set) : null;
    return {
      questionId,
      rowId,
      period: line.period,
      scope: scopeNumberKeyOf(line.scope),
      category: line.category,
      subCategory: line.subcategory,
      item: line.item,
      co2eKg: line.co2e_kg,
      locationBasedKg: line.location_based_kg,
      marketBasedKg: line.market_based_kg,
      method: line.method,
      dataQuality: line.data_quality,
      factorSetVersion: line.factor_set_version,
      working: working
        ? {
            steps: working.steps.map((s) => ({ ...s, factor: { ...s.factor } })),
            scope2: working.scope2
              ? {
                  ...working.scope2,
                  market: { ...working.scope2.market, certificates: [...working.scope2.market.certificates] },
                }
              : null,
            kg: working.kg,
          }
        : null,
      events: events.rows.map((e) => ({
        eventId: e.event_id,
        position: e.position,
        occurredAt: new Date(e.occurred_at).toISOString(),
        actorName: e.actor_name,
        eventType: e.event_type,
        field: e.field,
      })),
    };
  }
}
