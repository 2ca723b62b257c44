import type { InitialQuestionsView } from '@ghg/contracts';

export type Ratio = { kind: 'value'; tonnes: number } | { kind: 'insufficient' };

/** Footprint per employee, from the initial question peopleAmountNumber. */
export function perEmployee(
  totalTonnes: number,
  answers: Pick<InitialQuestionsView, 'peopleAmountNumber'> | null,
): Ratio {
  const people = answers?.peopleAmountNumber;
  return people && people > 0 ? { kind: 'value', tonnes: totalTonnes / people } : { kind: 'insufficient' };
}

/** Footprint per 1000 EUR of revenue, from the initial question annualRevenueRange (EUR a year). */
export function perThousandEur(
  totalTonnes: number,
  answers: Pick<InitialQuestionsView, 'annualRevenueRange'> | null,
): Ratio {
  const revenue = answers?.annualRevenueRange;
  return revenue && revenue > 0
    ? { kind: 'value', tonnes: (totalTonnes * 1000) / revenue }
    : { kind: 'insufficient' };
}
