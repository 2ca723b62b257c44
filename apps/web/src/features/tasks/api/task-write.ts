import { sendJson } from '../../../lib/send-json';

/** What a task write answered: the position to read after, or the refusal with its field codes. */
export type TaskWrite =
  | { ok: true; position: string; id: string }
  | { ok: false; status: number; code: string; fields: { path: string; code: string }[] };

export async function taskWrite(path: string, method: 'POST' | 'PUT', body: unknown): Promise<TaskWrite> {
  const answer = await sendJson<{ position: string; id: string; code: string; fields: TaskWrite[] }>(
    path,
    method,
    body,
  );
  if (answer.ok) return { ok: true, position: answer.body.position ?? '0', id: answer.body.id ?? '' };
  return {
    ok: false,
    status: answer.status,
    code: typeof answer.body.code === 'string' ? answer.body.code : 'ERROR',
    fields: Array.isArray(answer.body.fields) ? (answer.body.fields as never) : [],
  };
}

export const orgPath = (organizationId: string, rest: string) =>
  `/api/organizations/${encodeURIComponent(organizationId)}${rest}`;
