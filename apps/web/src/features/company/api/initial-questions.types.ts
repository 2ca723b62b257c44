/** The server's view of the initial questions (GraphQL type InitialQuestions). */
export interface SavedInitialQuestions {
  /** -1 when never saved; sent back as expectedRevision. */
  revision: number;
  description: string | null;
  industry: string | null;
  country: string | null;
  peopleAmount: string | null;
  peopleAmountNumber: number | null;
  annualRevenue: string | null;
  annualRevenueRange: number | null;
  officeSize: string | null;
  officeLocation: string | null;
}

export interface CommandResult {
  position: string;
  revision: number;
  changed: boolean;
}
