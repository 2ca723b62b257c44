/**
 * The answer events (the audit page's event filter), in the order a section is filled. A list of its own, not
 * read from EVENT_CATALOGUE, so the web's filter does not pull every event schema into its bundle; a test keeps
 * it equal to the catalogue's `answers` category and to the domain's list.
 */
export const ANSWER_EVENT_TYPES = [
  'InitialAnswerGiven',
  'ItemsChosen',
  'FuelsChosen',
  'PathChosen',
  'RowAdded',
  'RowUpdated',
  'RowDuplicated',
  'RowsDeleted',
  'RowsImported',
  'SectionReset',
  'GreenEnergyAnswered',
  'CustomFactorDefined',
  'EvidenceAttached',
  'EvidenceRemoved',
] as const;
