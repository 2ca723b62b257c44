/** The signed-in person and the organization's initial questions. */
export const companySdl = /* GraphQL */ `
  extend type Query {
    me: Me!
    initialQuestions: InitialQuestions!
  }

  extend type Mutation {
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
    "Partner programme of the selected organization (bankBooster, groupOfCompanies) selecting the footer; null: none"
    partnership: String
  }

  type CompanyMembership {
    organizationId: ID!
    name: String!
    role: String!
    planName: String
    planLabel: PlanLabel!
    "active, blocked or expired"
    status: String!
    "ISO instant of the newest audit-trail entry; null: nothing yet"
    lastActivityAt: String
    "The group it belongs to (module moreThanOneOrganizationStructure)"
    parentOrganizationId: ID
    tags: [String!]!
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
`;
