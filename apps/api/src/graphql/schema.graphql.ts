/** The GraphQL schema (schema-first). Resolvers live beside their use cases and queries. */
export const typeDefs = /* GraphQL */ `
  scalar JSON

  type Query {
    me: Me!
    initialQuestions: InitialQuestions!
    auditLog(streamId: String, limit: Int = 100, eventType: String): [AuditEntry!]!
    "Scopes 1-3 with their sections, statuses and progress (/report)."
    reportOverview: ReportOverview!
    "One section sheet; questionId is a section key of questionCatalogue."
    sectionSheet(questionId: String!): SectionSheet!
    "The answers' audit trail, newest first (limit default 200, at most 1000)."
    answerAuditLog(filter: AnswerAuditFilterInput): [AnswerAuditEntry!]!
    "Blocked months of the organization, oldest first."
    blockedPeriods: [BlockedPeriod!]!
    "QuestionCatalogueView (as GET /api/questions)."
    questionCatalogue: JSON!
    "ChartsDataView (line, chart1, table, scope2Method): months YYYY-MM inclusive, scope2Method location (default) or market."
    chartsData(dateFrom: String, dateTo: String, scope2Method: String): JSON!
    "The emission lines behind a chartsData figure (same range and method, narrowed); they add up to it."
    emissionLines(filter: EmissionLinesFilterInput): [EmissionLine!]!
    "One emission line with its working (EmissionLineWorkingView): activity, factor and source row, both Scope 2 methods, events."
    emissionLineWorking(questionId: String!, rowId: String!): JSON!
    "Sector comparison, anonymised; points and years stay empty below minimumPeers."
    benchmark: Benchmark!
    "Provider staff: every organization with plan, status and blocked months."
    backofficeOrganizations: [BackofficeOrganization!]!
    "ShortReportView: what the short PDF prints for the period (needs reportGeneration)."
    shortReport(period: ReportPeriodInput!): JSON!
    "Provider staff: full-report requests of every organization, newest first."
    backofficeReportRequests: [ReportRequest!]!
  }

  type Mutation {
    updateInitialQuestions(input: InitialQuestionsInput!, expectedRevision: Int): CommandResult!
    "command: one of the answer commands (contracts answerCommandSchema); expectedRevision: SectionSheet.revision."
    answerCommand(questionId: String!, command: JSON!, expectedRevision: Int!): AnswerCommandResult!
    "Provider staff or supervisor: block a month (YYYY-MM)."
    blockPeriod(period: String!): CommandResult!
    "Provider supervisor: unblock a month (YYYY-MM)."
    unblockPeriod(period: String!): CommandResult!
    "Provider staff: planName Freemium, FreemiumPlus or FullAccess; expiresAt (ISO) limits a freemium plan."
    assignPlan(organizationId: ID!, planName: String!, expiresAt: String): CommandResult!
    "Provider staff: lock every feature of the organization."
    blockOrganization(organizationId: ID!): CommandResult!
    unblockOrganization(organizationId: ID!): CommandResult!
    "Ask the provider team for the full GHG Protocol report (language pl or en; requestId makes a retry a no-op)."
    requestFullReport(period: ReportPeriodInput!, language: String, requestId: ID): FullReportRequestResult!
  }

  "choice: from-beginning, current-year, previous-year or custom (with from and to, YYYY-MM)."
  input ReportPeriodInput {
    choice: String
    from: String
    to: String
  }

  "from is null for a period from the beginning."
  type ReportPeriod {
    choice: String!
    from: String
    to: String!
  }

  type FullReportRequestResult {
    position: String!
    revision: Int!
    changed: Boolean!
    requestId: ID!
    period: ReportPeriod!
  }

  type ReportRequest {
    requestId: ID!
    organizationId: ID!
    organizationName: String
    period: ReportPeriod!
    requestedBy: ID!
    requestedByName: String!
    requestedByEmail: String
    language: String!
    requestedAt: String!
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
    jobTitle: String
    organizations: [ID!]!
    "The organizations named, with the person's role in each (Your companies)"
    companies: [CompanyMembership!]!
    selectedOrgId: ID!
    "null: unknown (every module open)"
    permissions: [String!]
    planName: String
    "freemium, freemium-plus, standard or blocked"
    planClass: String!
    "active, blocked or expired (freemium past its expiry)"
    organizationStatus: String!
    "The dialog each UI place opens (global, scope3, reduction-plans, generate-report, sidebar), null for none."
    upgradeDialogs: JSON!
  }

  type CompanyMembership {
    organizationId: ID!
    name: String!
    role: String!
  }

  type BackofficeOrganization {
    organizationId: ID!
    name: String!
    demo: Boolean!
    planName: String
    planClass: String!
    planLabel: PlanLabel!
    status: String!
    blockedMonths: Int!
  }

  type PlanLabel {
    pl: String!
    en: String!
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

  "rowId: the row an AddRow or DuplicateRow created; keptBlocked: rows of blocked months delete-all kept."
  type AnswerCommandResult {
    position: String!
    revision: Int!
    changed: Boolean!
    rowId: String
    keptBlocked: Int!
  }

  type ReportOverview {
    scopes: [ScopeStatus!]!
    blockedPeriods: [String!]!
  }

  "status: notstarted, inprogress, tofix or completed; progress 0-100."
  type ScopeStatus {
    scope: String!
    status: String!
    progress: Float!
    sections: [SectionStatus!]!
  }

  type SectionStatus {
    questionId: String!
    status: String!
    progress: Float!
    totalCo2eKg: Float!
  }

  "revision is -1 for a sheet never saved; send it back as expectedRevision."
  type SectionSheet {
    questionId: String!
    scope: String!
    revision: Int!
    initialAnswer: String
    items: [String!]!
    fuels: [String!]!
    path: String
    greenEnergy: String
    customFactors: [CustomFactor!]!
    rows: [AnswerRow!]!
    status: String!
    progress: Float!
    totalCo2eKg: Float!
    blockedPeriods: [String!]!
  }

  type CustomFactor {
    customId: String!
    kind: String!
    name: String!
    kgCo2ePerUnit: Float!
    unit: String!
  }

  "values: cells by column key. blocked: the row's month is blocked."
  type AnswerRow {
    rowId: String!
    table: String!
    period: String!
    values: JSON!
    main: Boolean!
    fieldType: String!
    order: Int!
    badge: String!
    missing: [String!]!
    emission: Emission
    errorCode: String
    "Why the row is 'Error - data to fix': { pl, en }."
    errorReason: JSON
    blocked: Boolean!
  }

  type Emission {
    co2eKg: Float!
    locationBasedKg: Float
    marketBasedKg: Float
    method: String!
    factorId: String!
    factorSetVersion: String!
    factorSource: String!
    dataQuality: String!
  }

  "One changed field of an answer event; before and after are JSON texts, null meaning empty."
  type AnswerAuditEntry {
    id: ID!
    position: String!
    occurredAt: String!
    actorId: String!
    actorName: String!
    eventType: String!
    questionId: String
    rowId: String
    period: String
    field: String
    before: String
    after: String
  }

  input AnswerAuditFilterInput {
    actorId: String
    questionId: String
    rowId: String
    period: String
    eventType: String
    limit: Int
  }

  type BlockedPeriod {
    period: String!
    blockedBy: String!
    blockedByName: String!
    blockedAt: String!
  }

  "scope: scope1, scope2 or scope3; item '' selects the lines that name no item."
  input EmissionLinesFilterInput {
    dateFrom: String
    dateTo: String
    scope2Method: String
    scope: String
    category: String
    subCategory: String
    item: String
    period: String
  }

  "co2eKg follows the requested Scope 2 method; factorYear is null for the organization's own factors."
  type EmissionLine {
    questionId: String!
    rowId: String!
    period: String!
    scope: String!
    category: String!
    subCategory: String!
    item: String
    co2eKg: Float!
    "Scope 2 lines under each method (dual reporting); null for other scopes."
    locationBasedKg: Float
    marketBasedKg: Float
    method: String!
    factorId: String!
    factorSetVersion: String!
    factorSource: String!
    factorYear: Int
    dataQuality: String!
  }

  type Benchmark {
    industry: String
    minimumPeers: Int!
    peerCount: Int!
    points: [BenchmarkPoint!]!
    years: [BenchmarkYear!]!
  }

  "One company in one year; no id or name. co2eTonnes: location-based."
  type BenchmarkPoint {
    own: Boolean!
    demo: Boolean!
    employees: Int!
    co2eTonnes: Float!
    year: Int!
  }

  type BenchmarkYear {
    year: Int!
    own: Float
    sectorAverage: Float
  }
`;
