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
  for (const [organizationId, orgRows] of expected) {
    for (const [rowId, want] of orgRows) {
      total += 1;
      const got = found.get(`${organizationId}/${rowId}`);
      if (!got) problems.push(`${organizationId}/${rowId} missing`);
      else if (got.consumption !== want.consumption || got.badge !== 'completed')
        problems.push(
          `${organizationId}/${rowId}: ${got.consumption} ${got.badge}, wanted ${want.consumption}`,
        );
      else if (got.line_period !== want.period || !(Number(got.co2e_kg) > 0))
        problems.push(`${organizationId}/${rowId}: no emission line in ${want.period}`);
    }
  }
  if (found.size !== total) problems.push(`${found.size} rows in read.answer_rows, clients wrote ${total}`);
  if (problems.length > 0)
    throw new Error(`read tables disagree with the edits:\n${problems.slice(0, 10).join('\n')}`);
  return { rows: total, lines: rows.filter((r) => r.line_period !== null).length };
}
