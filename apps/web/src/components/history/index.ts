export { HistoryDrawer, type HistoryDrawerProps, type HistoryFactor } from './history-drawer';
export { HistoryButton } from './history-button';
export { HistoryIcon } from './history-icons';
export { useAnswerAuditLogQuery, type AnswerAuditEntry } from './answer-audit.query';
export { useQuestionCatalogueQuery, type QuestionCatalogue } from './question-catalogue.query';
export { useHistoryWording } from './use-history-wording';
export {
  EMPTY_VALUE,
  actorsOf,
  describeChange,
  eventLabel,
  fieldLabel,
  formatAuditValue,
  formatPeriod,
  groupAnswerEvents,
  labelOf,
  orderedEntries,
  sectionLabel,
  sharedPeriod,
  type AnswerEventGroup,
  type HistoryWording,
} from './answer-history';
export { newestFirst, parseAuditValue } from './audit-values';
