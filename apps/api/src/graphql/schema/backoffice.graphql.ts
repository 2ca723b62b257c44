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
`;
