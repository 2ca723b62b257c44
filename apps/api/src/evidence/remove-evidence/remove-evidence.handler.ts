import type { EvidenceCommandResultView } from '@ghg/contracts';
import { answersStreamId, evidenceAggregate } from '@ghg/domain';
import type { EventStore } from '@ghg/event-store';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { RequestContext } from '../../context/request-context.js';
import { reportSectionOf } from '../../shared/report-sections.js';
import { executeOnStream } from '../../shared/stream-command.js';
import { EVENT_STORE } from '../../shared/tokens.js';

export class RemoveEvidenceCommand {
  constructor(
    readonly context: RequestContext,
    readonly questionId: string,
    readonly evidenceId: string,
  ) {}
}

/**
 * Takes a file off its row or section (EvidenceRemoved). The bytes stay stored: the history still names the file
 * and its hash, and an auditor may need to see what was there.
 */
@CommandHandler(RemoveEvidenceCommand)
export class RemoveEvidenceHandler implements ICommandHandler<
  RemoveEvidenceCommand,
  EvidenceCommandResultView
> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({
    context,
    questionId,
    evidenceId,
  }: RemoveEvidenceCommand): Promise<EvidenceCommandResultView> {
    const section = reportSectionOf(questionId);
    const outcome = await executeOnStream(
      this.store,
      answersStreamId(context.actor.organizationId, section.key),
      evidenceAggregate({ questionId: section.key, role: context.actor.role }),
      { type: 'RemoveEvidence', evidenceId },
      context,
    );
    return { position: outcome.position.toString(), file: null };
  }
}
