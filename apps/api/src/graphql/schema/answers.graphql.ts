/** Section sheets, their commands, the report overview and blocked months (types: contracts, answers). */
export const answersSdl = /* GraphQL */ `
  extend type Query {
    "Scopes 1-3 with their sections, statuses and progress (/report)."
    reportOverview: ReportOverview!
    "One section sheet; questionId is a section key of questionCatalogue."
    sectionSheet(questionId: String!): SectionSheet!
    "Blocked months of the organization, oldest first."
    blockedPeriods: [BlockedPeriod!]!
    "QuestionCatalogueView (as GET /api/questions)."
    questionCatalogue: JSON!
  }

  extend type Mutation {
    "command: one of the answer commands (contracts answerCommandSchema); expectedRevision: SectionSheet.revision."
    answerCommand(questionId: String!, command: JSON!, expectedRevision: Int!): AnswerCommandResult!
    "Provider staff or supervisor: block a month (YYYY-MM)."
    blockPeriod(period: String!): CommandResult!
    "Provider supervisor: unblock a month (YYYY-MM)."
    unblockPeriod(period: String!): CommandResult!
  }
`;
