import { type CataloguedEventType, EVENT_CATALOGUE } from '@ghg/contracts';
import { answersStreamId } from '@ghg/domain';
import type { RecordedEvent } from '@ghg/event-store';
import type { ApiHarness } from './api-harness.js';
import { DEMO_ORGANIZATION_ID } from '../../apps/api/src/seed/demo-accounts.js';

/** Test helpers of the answers int specs: commands through GraphQL, and what the stream holds before and after. */
export const ANSWER = `mutation Answer($questionId: String!, $command: JSON!, $expectedRevision: Int!) {
  answerCommand(questionId: $questionId, command: $command, expectedRevision: $expectedRevision) {
    position revision changed rowId keptBlocked
  }
}`;
export const BLOCK = `mutation Block($period: String!) { blockPeriod(period: $period) { position revision changed } }`;
export const UNBLOCK = `mutation Unblock($period: String!) { unblockPeriod(period: $period) { position revision changed } }`;

export interface AnswerResult {
  position: string;
  revision: number;
  changed: boolean;
  rowId: string | null;
  keptBlocked: number;
}

export interface GraphqlAnswer<T> {
  status: number;
  body: { data?: T | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

export const streamOf = (questionId: string): string => answersStreamId(DEMO_ORGANIZATION_ID, questionId);

export function answersClient(api: ApiHarness) {
  const revisionOf = async (questionId: string): Promise<number> =>
    (await api.store.readStream(streamOf(questionId))).length - 1;
  return {
    revisionOf,
    /** Sends a command at the sheet's current revision (or the one given). */
    async send(
      questionId: string,
      command: unknown,
      expectedRevision?: number,
    ): Promise<GraphqlAnswer<{ answerCommand: AnswerResult }>> {
      const revision = expectedRevision ?? (await revisionOf(questionId));
      return api.graphql(ANSWER, { questionId, command, expectedRevision: revision });
    },
    /** Sends a command that must succeed; answers its result and the events it appended. */
    async ok(
      questionId: string,
      command: unknown,
    ): Promise<{ result: AnswerResult; events: RecordedEvent[] }> {
      const before = await revisionOf(questionId);
      const answer = await this.send(questionId, command, before);
      if (answer.body.errors) throw new Error(JSON.stringify(answer.body.errors));
      const events = (await api.store.readStream(streamOf(questionId))).slice(before + 1);
      for (const event of events) expectCatalogued(event);
      return { result: answer.body.data!.answerCommand, events };
    },
  };
}

/** Every appended event matches its published payload schema (docs/events), so Kafka consumers can rely on it. */
export function expectCatalogued(event: RecordedEvent): void {
  const entry = EVENT_CATALOGUE[event.type as CataloguedEventType];
  if (!entry) throw new Error(`event ${event.type} is not in EVENT_CATALOGUE`);
  const parsed = entry.data.safeParse(event.data);
  if (!parsed.success) throw new Error(`${event.type}: ${parsed.error.message}`);
}

/** The error a refused GraphQL call answered: HTTP status and stable code. */
export const refusalOf = (answer: GraphqlAnswer<unknown>) => ({
  status: answer.status,
  code: answer.body.errors?.[0]?.extensions?.['code'],
  message: answer.body.errors?.[0]?.message,
});
