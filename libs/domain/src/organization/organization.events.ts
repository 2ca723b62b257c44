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

/** A month closed by provider staff: no row dated in it can be created, changed or deleted. */
export type PeriodBlocked = {
  type: 'PeriodBlocked';
  data: { organizationId: string; period: string; changes: FieldChange[] };
};
/** Only a provider supervisor reopens a month. */
export type PeriodUnblocked = {
  type: 'PeriodUnblocked';
  data: { organizationId: string; period: string; changes: FieldChange[] };
};

export type OrganizationEvent =
  OrganizationRegistered | InitialQuestionsAnswered | PeriodBlocked | PeriodUnblocked;

export const organizationStreamId = (organizationId: string): string => `organization-${organizationId}`;
