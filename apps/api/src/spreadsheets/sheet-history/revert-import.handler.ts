import { appendDecisions, decisionFor, loadStream, type StreamDecision } from '@ghg/command-handling';
import {
  answersAggregate,
  answersStreamId,
  assertRevertible,
  decideAnswerCommand,
  type SectionKey,
  sheetImportsStreamId,
} from '@ghg/domain';
import type { EventStore } from '@ghg/event-store';
import { Inject, Injectable } from '@nestjs/common';
import { blockedPeriodsOf } from '../../answers/organization-blocked-periods.js';
import type { RequestContext } from '../../context/request-context.js';
import { metadataOf } from '../../shared/stream-command.js';
import { EVENT_STORE } from '../../shared/tokens.js';
import { sheetImportsFold } from '../sheet-import/sheet-import.runner.js';

/**
 * Reverts one import in one transaction: RowsDeleted (mode import) on each section it added rows to, and
 * SheetImportReverted in the history. Rows deleted by hand since stay deleted; a row in a month blocked since
 * refuses the whole revert (PERIOD_BLOCKED).
 */
@Injectable()
export class RevertImportHandler {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async revert(importId: string, context: RequestContext): Promise<{ position: string; rows: number }> {
    const organizationId = context.actor.organizationId;
    const imports = await loadStream(this.store, sheetImportsStreamId(organizationId), sheetImportsFold);
    const { sections } = assertRevertible(imports.state, importId);
    const blockedPeriods = await blockedPeriodsOf(this.store, organizationId);
    const decisions: StreamDecision[] = [];
    let rows = 0;
    for (const key of sections as SectionKey[]) {
      const answerContext = {
        questionId: key,
        role: context.actor.role,
        blockedPeriods,
        currentPeriod: new Date().toISOString().slice(0, 7),
      };
      const stream = await loadStream(
        this.store,
        answersStreamId(organizationId, key),
        answersAggregate(answerContext),
      );
      const { events } = decideAnswerCommand({ type: 'RevertImport', importId }, stream.state, answerContext);
      for (const e of events) if (e.type === 'RowsDeleted') rows += e.data.rows.length;
      decisions.push(decisionFor(stream, events));
    }
    decisions.push(
      decisionFor(imports, [{ type: 'SheetImportReverted', data: { organizationId, importId, rows } }]),
    );
    const results = await appendDecisions(this.store, decisions, metadataOf(context));
    return { position: String(results.at(-1)?.position ?? 0n), rows };
  }
}
