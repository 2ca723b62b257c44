import { sendJson } from '../../../lib/send-json';
import { outcomeOf, type WriteOutcome } from '../model/request-outcome';

/** A write of the profile page: its outcome (saved, refused with field codes, session ended, failed). */
export async function put(path: string, body: unknown): Promise<WriteOutcome> {
  try {
    const answer = await sendJson<Record<string, unknown>>(path, 'PUT', body);
    return outcomeOf(answer.status, answer.body);
  } catch (error) {
    console.error(`PUT ${path} failed`, error);
    return { kind: 'failed' };
  }
}
