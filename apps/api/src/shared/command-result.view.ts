import type { CommandOutcome } from './stream-command.js';

/** What a command answers: the position to wait for (read-your-writes) and the stream revision for the next edit. */
export interface CommandResultView {
  position: string;
  revision: number;
  changed: boolean;
}

export const commandResultView = (outcome: CommandOutcome): CommandResultView => ({
  position: outcome.position.toString(),
  revision: outcome.revision,
  changed: outcome.changed,
});
