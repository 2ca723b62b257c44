import type { EvidenceCommandResultView } from '@ghg/contracts';
import {
  answersStreamId,
  EVIDENCE_REFUSAL_MESSAGES,
  evidenceAggregate,
  type EvidenceFile,
  evidenceFileName,
  type EvidenceFileRefusal,
  sniffEvidence,
} from '@ghg/domain';
import type { EventStore } from '@ghg/event-store';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { createHash, randomUUID } from 'node:crypto';
import type { RequestContext } from '../../context/request-context.js';
import { ApiError } from '../../shared/api-error.js';
import { reportSectionOf } from '../../shared/report-sections.js';
import { executeOnStream } from '../../shared/stream-command.js';
import { EVENT_STORE } from '../../shared/tokens.js';
import { EVIDENCE_STORAGE, type EvidenceStorage } from '../storage/evidence-storage.port.js';

/** An uploaded file, already read, to attach to a row (or the section) of the caller's organization. */
export class AttachEvidenceCommand {
  constructor(
    readonly context: RequestContext,
    readonly questionId: string,
    readonly rowId: string | null,
    readonly fileName: string | null,
    readonly bytes: Buffer,
  ) {}
}

/** 413 too large, 415 not a PDF or image, 400 empty, 422 hostile (encrypted, scripts, pixel bombs). */
export function evidenceRefusal(refusal: EvidenceFileRefusal): ApiError {
  const status =
    refusal === 'EVIDENCE_TOO_LARGE'
      ? 413
      : refusal === 'EVIDENCE_TYPE'
        ? 415
        : refusal === 'EVIDENCE_EMPTY'
          ? 400
          : 422;
  return new ApiError(status, refusal, EVIDENCE_REFUSAL_MESSAGES[refusal]);
}

/**
 * The file is typed by its bytes and checked before anything happens; then its bytes are stored and the event is
 * appended to the section's stream (so it is in the row's history). If the command is refused (a row that is not
 * there, the auditor), the stored bytes are deleted again: a refusal leaves neither an event nor a file.
 */
@CommandHandler(AttachEvidenceCommand)
export class AttachEvidenceHandler implements ICommandHandler<
  AttachEvidenceCommand,
  EvidenceCommandResultView
> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(EVIDENCE_STORAGE) private readonly storage: EvidenceStorage,
  ) {}

  async execute({
    context,
    questionId,
    rowId,
    fileName,
    bytes,
  }: AttachEvidenceCommand): Promise<EvidenceCommandResultView> {
    const section = reportSectionOf(questionId);
    const sniff = sniffEvidence(bytes);
    if (!sniff.ok) throw evidenceRefusal(sniff.refusal);
    const { organizationId, role, userId } = context.actor;
    const evidence: EvidenceFile = {
      evidenceId: randomUUID(),
      rowId,
      fileName: evidenceFileName(fileName, sniff.mediaType),
      mediaType: sniff.mediaType,
      sizeBytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    };
    const key = { organizationId, evidenceId: evidence.evidenceId };
    await this.storage.put(key, bytes);
    try {
      const outcome = await executeOnStream(
        this.store,
        answersStreamId(organizationId, section.key),
        evidenceAggregate({ questionId: section.key, role }),
        { type: 'AttachEvidence', evidence },
        context,
      );
      const attached = outcome.decision[0];
      return {
        position: outcome.position.toString(),
        file: {
          ...evidence,
          questionId: section.key,
          period: attached?.type === 'EvidenceAttached' ? attached.data.period : null,
          attachedBy: userId,
          attachedAt: new Date().toISOString(),
        },
      };
    } catch (error) {
      await this.storage.delete(key);
      throw error;
    }
  }
}
