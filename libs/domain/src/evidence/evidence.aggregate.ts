import {
  ANSWER_EVENT_TYPES,
  type AnswerEvent,
  type EvidenceAttached,
  type EvidenceRemoved,
} from '../answers/answers.events.js';
import { type AnswersState, evolveAnswers, initialAnswersState } from '../answers/answers.state.js';
import { DomainError } from '../shared/domain-error.js';
import { type ActorRole, canEditAnswers } from '../user/roles.js';
import type { EvidenceFile } from './evidence-file.js';

export type EvidenceCommand =
  { type: 'AttachEvidence'; evidence: EvidenceFile } | { type: 'RemoveEvidence'; evidenceId: string };

/** Who acts on which section. */
export interface EvidenceContext {
  readonly questionId: string;
  readonly role: ActorRole;
}

/** A section's stream read for its evidence: the rows (a file names one that exists) and the files on it. */
export interface EvidenceState {
  readonly answers: AnswersState;
  readonly files: ReadonlyMap<string, EvidenceFile>;
}

export const initialEvidenceState: EvidenceState = { answers: initialAnswersState, files: new Map() };

export function evolveEvidence(state: EvidenceState, event: AnswerEvent): EvidenceState {
  switch (event.type) {
    case 'EvidenceAttached':
      return {
        ...state,
        files: new Map(state.files).set(event.data.evidence.evidenceId, event.data.evidence),
      };
    case 'EvidenceRemoved': {
      const files = new Map(state.files);
      files.delete(event.data.evidenceId);
      return { ...state, files };
    }
    default:
      return { ...state, answers: evolveAnswers(state.answers, event) };
  }
}

/**
 * Attach or remove a file. Only people who enter data do (the auditor and provider staff read the files); a file
 * names a row of the section or none; ids are not reused. Blocked months do not stop it: evidence backs a figure
 * and changes none.
 */
export function decideEvidence(
  command: EvidenceCommand,
  state: EvidenceState,
  context: EvidenceContext,
): (EvidenceAttached | EvidenceRemoved)[] {
  if (!canEditAnswers(context.role))
    throw new DomainError('FORBIDDEN', 'Only company users attach or remove files');
  const { questionId } = context;
  switch (command.type) {
    case 'AttachEvidence': {
      const { evidence } = command;
      if (state.files.has(evidence.evidenceId))
        throw new DomainError('VALIDATION_ERROR', 'This file is attached already', [
          { path: 'evidenceId', code: 'duplicate' },
        ]);
      const period = evidence.rowId === null ? null : periodOfRow(state, evidence.rowId);
      return [
        {
          type: 'EvidenceAttached',
          data: {
            questionId,
            evidence,
            period,
            changes: [
              {
                field: 'evidence',
                before: null,
                after: evidence.fileName,
                ...(evidence.rowId === null ? {} : { rowId: evidence.rowId }),
                ...(period === null ? {} : { period }),
              },
            ],
          },
        },
      ];
    }
    case 'RemoveEvidence': {
      const file = state.files.get(command.evidenceId);
      if (!file) throw new DomainError('EVIDENCE_NOT_FOUND', 'This file could not be found');
      const period = file.rowId === null ? null : (state.answers.rows.get(file.rowId)?.period ?? null);
      return [
        {
          type: 'EvidenceRemoved',
          data: {
            questionId,
            evidenceId: file.evidenceId,
            rowId: file.rowId,
            period,
            fileName: file.fileName,
            changes: [
              {
                field: 'evidence',
                before: file.fileName,
                after: null,
                ...(file.rowId === null ? {} : { rowId: file.rowId }),
                ...(period === null ? {} : { period }),
              },
            ],
          },
        },
      ];
    }
  }
}

function periodOfRow(state: EvidenceState, rowId: string): string {
  const row = state.answers.rows.get(rowId);
  if (!row) throw new DomainError('ROW_NOT_FOUND', 'This row could not be found');
  return row.period;
}

/** The section stream's aggregate for evidence commands: it folds every answer event, decides only these two. */
export const evidenceAggregate = (context: EvidenceContext) => ({
  initialState: initialEvidenceState,
  eventTypes: ANSWER_EVENT_TYPES,
  evolve: evolveEvidence,
  decide: (command: EvidenceCommand, state: EvidenceState) => decideEvidence(command, state, context),
});
