/** The audit trails: every event's changes and the answers' history (types: contracts, views and answers). */
export const historySdl = /* GraphQL */ `
  extend type Query {
    auditLog(streamId: String, limit: Int = 100, eventType: String): [AuditEntry!]!
    "The answers' audit trail, newest first (limit default 200, at most 1000)."
    answerAuditLog(filter: AnswerAuditFilterInput): [AnswerAuditEntry!]!
  }

  input AnswerAuditFilterInput {
    actorId: String
    questionId: String
    rowId: String
    period: String
    eventType: String
    limit: Int
  }
`;
