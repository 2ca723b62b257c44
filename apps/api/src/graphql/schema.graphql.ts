import { JSON_SCALAR_DESCRIPTION } from './json.scalar.js';
import { contractTypesSdl } from './contract-types/contract-types.js';
import { answersSdl } from './schema/answers.graphql.js';
import { backofficeSdl } from './schema/backoffice.graphql.js';
import { chartsSdl } from './schema/charts.graphql.js';
import { companySdl } from './schema/company.graphql.js';
import { historySdl } from './schema/history.graphql.js';
import { reductionSdl } from './schema/reduction.graphql.js';
import { reportsSdl } from './schema/reports.graphql.js';
import { productsSdl } from './schema/products.graphql.js';
import { spreadsheetsSdl } from './schema/spreadsheets.graphql.js';
import { tasksSdl } from './schema/tasks.graphql.js';

/**
 * The GraphQL schema the server serves: each feature's queries and mutations (graphql/schema/*.graphql.ts), and
 * the object types of the views generated from the zod contracts (contract-types/). Resolvers live beside their
 * use cases and queries. Published as apps/api/schema.graphql (`npm run graphql:schema` writes it; a test compares).
 */
export const typeDefs = [
  /* GraphQL */ `
    "${JSON_SCALAR_DESCRIPTION}"
    scalar JSON

    type Query
    type Mutation
  `,
  companySdl,
  answersSdl,
  historySdl,
  chartsSdl,
  reportsSdl,
  reductionSdl,
  backofficeSdl,
  productsSdl,
  spreadsheetsSdl,
  tasksSdl,
  contractTypesSdl,
].join('\n');
