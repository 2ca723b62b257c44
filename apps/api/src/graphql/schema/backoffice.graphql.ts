/** Provider staff: every organization, its plan and whether it is blocked. */
export const backofficeSdl = /* GraphQL */ `
  extend type Query {
    "Provider staff: every organization with plan, status and blocked months."
    backofficeOrganizations: [BackofficeOrganization!]!
  }

  extend type Mutation {
    "Provider staff: planName Freemium, FreemiumPlus or FullAccess; expiresAt (ISO) limits a freemium plan."
    assignPlan(organizationId: ID!, planName: String!, expiresAt: String): CommandResult!
    "Provider staff: lock every feature of the organization."
    blockOrganization(organizationId: ID!): CommandResult!
    unblockOrganization(organizationId: ID!): CommandResult!
    "Provider staff: the partner programme selecting the footer (bankBooster, groupOfCompanies; none or null: none)."
    setPartnership(organizationId: ID!, partnership: String): CommandResult!
    "Provider staff: replace the organization's tags."
    setOrganizationTags(organizationId: ID!, tags: [String!]!): CommandResult!
    "Provider staff: put the organization under a group (its plan needs moreThanOneOrganizationStructure); empty or null: none."
    setParentOrganization(organizationId: ID!, parentOrganizationId: ID): CommandResult!
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
    "bankBooster, groupOfCompanies or null"
    partnership: String
    tags: [String!]!
    parentOrganizationId: ID
  }

  type PlanLabel {
    pl: String!
    en: String!
  }
`;
