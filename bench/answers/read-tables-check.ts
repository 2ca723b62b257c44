import type { SqlClient } from '@ghg/database';
import type { ExpectedRows } from './organization-client.js';

/**
 * The figures only count if the edits really landed: every row the clients wrote is in read.answer_rows with its
 * last consumption and a 'completed' badge, and has exactly one emission line in its month.
 */
export async function checkReadTables(
  db: SqlClient,
  expected: ReadonlyMap<string, ExpectedRows>,
): Promise<{ rows: number; lines: number }> {
  const { rows } = await db.query<{
    organization_id: string;
    row_id: string;
    period: string;
    consumption: number;
    badge: string;
    line_period: string | null;
    co2e_kg: number | null;
  }>(
    `select r.organization_id, r.row_id, r.period, (r.cells->>'consumption')::float8 as consumption, r.badge,
            l.period as line_period, l.co2e_kg
       from read.answer_rows r
       left join read.emission_lines l using (organization_id, question_id, row_id)
      where r.question_id = 'vehicles'`,
  );
  const found = new Map(rows.map((r) => [`${r.organization_id}/${r.row_id}`, r]));
  let total = 0;
  const problems: string[] = [];
  const wrongRows: WrongRow[] = [];
  const wrong = (organizationId: string, rowId: string, what: string) => {
    problems.push(`${organizationId}/${rowId}${what}`);
    wrongRows.push({ organizationId, rowId });
  };
  for (const [organizationId, orgRows] of expected) {
    for (const [rowId, want] of orgRows) {
      total += 1;
      const got = found.get(`${organizationId}/${rowId}`);
      if (!got) wrong(organizationId, rowId, ' missing');
      else if (got.consumption !== want.consumption || got.badge !== 'completed')
        wrong(organizationId, rowId, `: ${got.consumption} ${got.badge}, wanted ${want.consumption}`);
      else if (got.line_period !== want.period || !(Number(got.co2e_kg) > 0))
        wrong(organizationId, rowId, `: no emission line in ${want.period}`);
    }
  }
  if (found.size !== total) problems.push(`${found.size} rows in read.answer_rows, clients wrote ${total}`);
  if (problems.length > 0)
    throw new Error(
      `read tables disagree with the edits:\n${problems.slice(0, 10).join('\n')}\n` +
        (await rowHistories(db, wrongRows.slice(0, 3)).catch(
          (error: unknown) => `(row histories: ${String(error)})`,
        )),
    );
  return { rows: total, lines: rows.filter((r) => r.line_period !== null).length };
}

/** A row the check found wrong, by its keys. */
interface WrongRow {
  organizationId: string;
  rowId: string;
}

/**
 * What the log and the read tables hold for the rows a check found wrong, so that a failure says whether an event
 * is missing from the log or was passed over by the projection: the row's events (position, revision, type,
 * consumption), the row's positions in read.answer_rows and the answers checkpoint.
 */
async function rowHistories(db: SqlClient, wrongRows: readonly WrongRow[]): Promise<string> {
  const out: string[] = [];
  const { rows: checkpoints } = await db
    .query<{ name: string; position: string }>(
      `select name, position::text from read.projection_checkpoints where name like 'answers%'`,
    )
    .catch(() => ({ rows: [] as { name: string; position: string }[] }));
  out.push(`checkpoints: ${checkpoints.map((c) => `${c.name}=${c.position}`).join(', ')}`);
  for (const { organizationId, rowId } of wrongRows) {
    const { rows: events } = await db.query<{
      position: string;
      revision: number;
      type: string;
      consumption: string | null;
    }>(
      `select position::text, revision, type,
              coalesce(data->'values'->>'consumption', data->'row'->'values'->>'consumption') as consumption
         from events
        where stream_id = $1 and (data->>'rowId' = $2 or data->'row'->>'rowId' = $2)
        order by position`,
      [`answers-${organizationId}-vehicles`, rowId],
    );
    const { rows: stored } = await db.query<{ created_position: string; updated_position: string }>(
      `select created_position::text, updated_position::text from read.answer_rows
        where organization_id = $1 and question_id = 'vehicles' and row_id = $2`,
      [organizationId, rowId],
    );
    out.push(
      `${organizationId}/${rowId}: events ${events.map((e) => `${e.position}#${e.revision} ${e.type} ${e.consumption}`).join('; ')}; ` +
        `read row created ${stored[0]?.created_position} updated ${stored[0]?.updated_position}`,
    );
  }
  return out.join('\n');
}
