import { type AnswerCommandInput, answerCommandSchema } from '@ghg/contracts';
import type { AnswerCommand } from '@ghg/domain';
import { randomUUID } from 'node:crypto';
import { parseOrThrow } from '../../shared/api-error.js';

/**
 * The client's command, shape-checked (400 'Validation error: …'), with the ids the client left to the server:
 * a new row's id, a copy's id, a custom factor's id.
 */
export function answerCommandOf(input: unknown): AnswerCommand {
  return withIds(parseOrThrow(answerCommandSchema, input));
}

function withIds(command: AnswerCommandInput): AnswerCommand {
  switch (command.type) {
    case 'AddRow':
      return { ...command, rowId: command.rowId ?? randomUUID() };
    case 'DuplicateRow':
      return { ...command, newRowId: command.newRowId ?? randomUUID() };
    case 'DefineCustomFactor':
      return {
        type: 'DefineCustomFactor',
        custom: {
          ...command.custom,
          customId: command.custom.customId ?? randomUUID(),
          // A null factor reaches the domain's check, which answers 'required' for it like for a missing name.
          kgCo2ePerUnit: command.custom.kgCo2ePerUnit as number,
        },
      };
    default:
      return command;
  }
}

/** The row an AddRow or DuplicateRow creates. */
export function createdRowIdOf(command: AnswerCommand): string | null {
  if (command.type === 'AddRow') return command.rowId;
  if (command.type === 'DuplicateRow') return command.newRowId;
  return null;
}
