/** Product footprint (spec §7 product calls; types: contracts, products). */
export const productsSdl = /* GraphQL */ `
  extend type Query {
    "Products with their totals (kg CO2e) and scope summaries (REST: GET report-products)."
    reportProducts: [ReportProduct!]!
    "One product's result per section, every line with its cited factor row (REST: GET report-product/{productId})."
    reportProduct(productId: String!): ReportProductDetail!
    "Products with their six sections and rows (REST: GET products-questions)."
    productsQuestions: ProductsQuestions!
  }

  extend type Mutation {
    "A new product: name (letters, digits, spaces; unique) and the unit its footprint is declared for."
    createProduct(name: String!, declaredUnit: String!): ProductCommandResult!
    "RenameProduct, DeclareProductUnit or ArchiveProduct (contracts productCommandSchema)."
    productCommand(productId: String!, command: JSON!, expectedRevision: Int!): ProductCommandResult!
    "An answer command (contracts answerCommandSchema) on a product section; expectedRevision: ProductQuestion.revision."
    productAnswerCommand(
      productId: String!
      sectionKey: String!
      command: JSON!
      expectedRevision: Int!
    ): AnswerCommandResult!
  }
`;
