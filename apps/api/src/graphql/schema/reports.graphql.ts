/** The short report and the requests for the full GHG Protocol report. */
export const reportsSdl = /* GraphQL */ `
  extend type Query {
    "ShortReportView: what the short PDF prints for the period (needs reportGeneration)."
    shortReport(period: ReportPeriodInput!): JSON!
    "VsmeClimateView: the VSME B3 energy and GHG datapoints of a calendar year with their data quality (needs reportGeneration)."
    vsmeClimate(year: Int!): JSON!
    "Provider staff: full-report requests of every organization, newest first."
    backofficeReportRequests: [ReportRequest!]!
  }

  extend type Mutation {
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
`;
