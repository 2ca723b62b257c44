/** The dashboard: charts data, the lines behind a figure, one line's working, the sector comparison. */
export const chartsSdl = /* GraphQL */ `
  extend type Query {
    "Months YYYY-MM inclusive, scope2Method location (default) or market (REST: GET /api/charts-data)."
    chartsData(dateFrom: String, dateTo: String, scope2Method: String): ChartsData!
    "The emission lines behind a chartsData figure (same range and method, narrowed); they add up to it."
    emissionLines(filter: EmissionLinesFilterInput): [EmissionLine!]!
    "One emission line with its working: activity, factor and source row, both Scope 2 methods, events."
    emissionLineWorking(questionId: String!, rowId: String!): EmissionLineWorking!
    "The lines' data-quality mix by share of tonnes and the PCAF 1–5 score, under chartsData's filter and one scope (scope1, scope2, scope3) or all."
    dataQuality(dateFrom: String, dateTo: String, scope2Method: String, scope: String): DataQuality!
    "Sector comparison, anonymised; points and years stay empty below minimumPeers."
    benchmark: Benchmark!
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
`;
