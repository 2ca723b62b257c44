import type { CommandResultView, InitialQuestionsView } from '@ghg/contracts';

/** The server's view of the initial questions (GraphQL type InitialQuestions). */
export type SavedInitialQuestions = InitialQuestionsView;

export type CommandResult = CommandResultView;
