/** The GraphQL schema (schema-first). Resolvers live beside their use cases and queries. */
export const typeDefs = /* GraphQL */ `
  type Query {
    me: Me!
    initialQuestions: InitialQuestions!
    auditLog(streamId: String, limit: Int = 100): [AuditEntry!]!
  }

  type Mutation {
    updateInitialQuestions(input: InitialQuestionsInput!, expectedRevision: Int): CommandResult!
  }

  type Me {
    userId: ID!
    email: String!
    firstName: String!
    lastName: String!
    organizationId: ID!
    organizationName: String!
    "administrator, member, auditor, provider-staff or provider-supervisor"
    role: String!
  }

  "Initial questions of the organization (spec §3). revision is -1 until the first save."
  type InitialQuestions {
    revision: Int!
    description: String
    industry: String
    country: String
    peopleAmount: String
    peopleAmountNumber: Int
    annualRevenue: String
    annualRevenueRange: Int
    officeSize: String
    officeLocation: String
  }

  input InitialQuestionsInput {
    description: String
    industry: String
    country: String
    peopleAmount: String
    peopleAmountNumber: Int
    annualRevenue: String
    annualRevenueRange: Int
    officeSize: String
    officeLocation: String
  }

  "position: send it back as header x-wait-for-position to read your own write."
  type CommandResult {
    position: String!
    revision: Int!
    changed: Boolean!
  }

  "One line of the audit trail; before and after are JSON texts, null meaning empty."
  type AuditEntry {
    id: ID!
    position: String!
    occurredAt: String!
    actorId: String!
    actorName: String!
    eventType: String!
    streamId: String!
    field: String
    before: String
    after: String
    source: String
  }
`;
