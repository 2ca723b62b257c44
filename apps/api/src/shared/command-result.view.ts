import type { CommandResultView } from '@ghg/contracts';
import type { CommandOutcome } from './stream-command.js';

export type { CommandResultView };

export const commandResultView = (outcome: CommandOutcome): CommandResultView => ({
  position: outcome.position.toString(),
  revision: outcome.revision,
  changed: outcome.changed,
});
