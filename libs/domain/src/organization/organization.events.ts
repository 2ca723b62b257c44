/** Values of the initial questions as stored in events: the contracts validate their shape before decide. */
export type InitialAnswerValue = string | number;
export type InitialAnswers = Readonly<Record<string, InitialAnswerValue>>;

/** One field that changed: null on either side means "no answer". */
export interface FieldChange {
  field: string;
  before: InitialAnswerValue | null;
  after: InitialAnswerValue | null;
}

export type OrganizationRegistered = {
  type: 'OrganizationRegistered';
  data: { organizationId: string; name: string; country: string | null; demo: boolean };
};

export type InitialQuestionsAnswered = {
  type: 'InitialQuestionsAnswered';
  data: { organizationId: string; answers: InitialAnswers; changes: FieldChange[] };
};

export type OrganizationEvent = OrganizationRegistered | InitialQuestionsAnswered;

export const organizationStreamId = (organizationId: string): string => `organization-${organizationId}`;
