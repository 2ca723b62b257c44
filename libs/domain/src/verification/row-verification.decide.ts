import { DomainError } from '../shared/domain-error.js';
import { type ActorRole, canEditAnswers, isProviderRole } from '../user/roles.js';
import type { RowVerificationEvent, RowVerificationStatus } from './row-verification.events.js';
import type { RowVerificationState } from './row-verification.state.js';

export const RETURN_COMMENT_MAX = 2000;

/**
 * Who verifies: the organization's administrators (the organization's verification permission) and the
 * provider's staff (for clients who bought verification; their access to the organization is checked upstream).
 */
export const canVerifyRows = (role: ActorRole): boolean => role === 'administrator' || isProviderRole(role);

export interface RowVerificationActor {
  userId: string;
  role: ActorRole;
  organizationId: string;
}

export type SubmitRowsForVerification = {
  type: 'SubmitRowsForVerification';
  actor: RowVerificationActor;
  /**
   * rowPositions: the asked rows that are the organization's, each with the log position of its last edit (read
   * by the handler from the answers' read model).
   */
  data: { rowIds: readonly string[]; rowPositions: ReadonlyMap<string, bigint> };
};
export type ApproveRows = {
  type: 'ApproveRows';
  actor: RowVerificationActor;
  data: { rowIds: readonly string[] };
};
export type ReturnRow = {
  type: 'ReturnRow';
  actor: RowVerificationActor;
  data: { rowId: string; comment: unknown };
};
export type RowVerificationCommand = SubmitRowsForVerification | ApproveRows | ReturnRow;

/**
 * The badge a row shows: a verified row edited since it was sent is 'To complete' (spec §4), without an event of
 * its own at the edit: the answers stream records the edit, this reads it against the verification.
 */
export function rowVerificationStatus(
  verification: { status: RowVerificationStatus; position: bigint },
  lastEditPosition: bigint,
): RowVerificationStatus {
  return verification.status === 'verified' && lastEditPosition > verification.position
    ? 'to-complete'
    : verification.status;
}

function requireRows(rowIds: readonly string[]): void {
  if (rowIds.length === 0)
    throw new DomainError('VALIDATION_ERROR', 'Validation error', [{ path: 'rowIds', code: 'required' }]);
}

function requireVerifier(actor: RowVerificationActor): void {
  if (!canVerifyRows(actor.role))
    throw new DomainError('FORBIDDEN', 'Only a verifier approves or returns rows');
}

function requireSent(state: RowVerificationState, rowId: string): string {
  const row = state.rows.get(rowId);
  if (!row) throw new DomainError('ROW_NOT_FOUND', 'This row was not sent for verification');
  if (row.status !== 'sent')
    throw new DomainError('INVALID_TRANSITION', `A ${row.status} row cannot be verified or returned`);
  return row.submittedBy;
}

/**
 * The workflow of a row: the organization's people send rows (new, returned, or verified and edited since: the
 * lapse is recorded with its reason first); a row already sent or verified and unchanged is left as it is; a
 * verifier approves sent rows or returns one with a comment.
 */
export function decideRowVerification(
  command: RowVerificationCommand,
  state: RowVerificationState,
): RowVerificationEvent[] {
  const { actor } = command;
  const organizationId = actor.organizationId;
  switch (command.type) {
    case 'SubmitRowsForVerification': {
      if (!canEditAnswers(actor.role))
        throw new DomainError('FORBIDDEN', 'Only the organization’s people send rows for verification');
      requireRows(command.data.rowIds);
      const positions = command.data.rowPositions;
      if (command.data.rowIds.some((id) => !positions.has(id)))
        throw new DomainError('ROW_NOT_FOUND', 'This row does not exist');
      const events: RowVerificationEvent[] = [];
      const rowIds: string[] = [];
      for (const rowId of new Set(command.data.rowIds)) {
        const row = state.rows.get(rowId);
        const position = positions.get(rowId)!;
        const status = row ? rowVerificationStatus(row, position) : null;
        if (status === 'sent' || status === 'verified') continue;
        if (status === 'to-complete')
          events.push({
            type: 'RowVerificationLapsed',
            data: { organizationId, rowId, reason: 'edited_after_verification', editedBy: actor.userId },
          });
        rowIds.push(rowId);
      }
      if (rowIds.length === 0) return [];
      const sent = Object.fromEntries(rowIds.map((id) => [id, positions.get(id)!.toString()]));
      events.push({
        type: 'RowsSubmittedForVerification',
        data: { organizationId, rowIds, positions: sent, submittedBy: actor.userId },
      });
      return events;
    }
    case 'ApproveRows': {
      requireVerifier(actor);
      requireRows(command.data.rowIds);
      const rowIds = [...new Set(command.data.rowIds)];
      for (const id of rowIds) requireSent(state, id);
      return [{ type: 'RowsVerified', data: { organizationId, rowIds, verifiedBy: actor.userId } }];
    }
    case 'ReturnRow': {
      requireVerifier(actor);
      const submittedBy = requireSent(state, command.data.rowId);
      const comment = typeof command.data.comment === 'string' ? command.data.comment.trim() : '';
      if (comment === '')
        throw new DomainError('VALIDATION_ERROR', 'Validation error', [
          { path: 'comment', code: 'required' },
        ]);
      if (comment.length > RETURN_COMMENT_MAX)
        throw new DomainError('VALIDATION_ERROR', 'Validation error', [
          { path: 'comment', code: 'too_long' },
        ]);
      return [
        {
          type: 'RowReturned',
          data: { organizationId, rowId: command.data.rowId, comment, returnedBy: actor.userId, submittedBy },
        },
      ];
    }
  }
}
