/** Size, revenue and office bands of the initial questions (spec §3, §9). */
export const PEOPLE_AMOUNTS = ['MICRO_COMPANY', 'SMALL_COMPANY', 'MEDIUM_COMPANY', 'LARGE_COMPANY'] as const;
export type PeopleAmount = (typeof PEOPLE_AMOUNTS)[number];

/** Inclusive head-count range of each band; LARGE_COMPANY has no upper bound. */
export const PEOPLE_AMOUNT_RANGES: Record<PeopleAmount, { min: number; max: number | null }> = {
  MICRO_COMPANY: { min: 1, max: 9 },
  SMALL_COMPANY: { min: 10, max: 49 },
  MEDIUM_COMPANY: { min: 50, max: 249 },
  LARGE_COMPANY: { min: 250, max: null },
};

export const ANNUAL_REVENUES = ['LESS_THAN_100K', 'LESS_THAN_500K', 'MORE_THAN_500K'] as const;
export type AnnualRevenue = (typeof ANNUAL_REVENUES)[number];

/** Inclusive revenue range in EUR of each band. */
export const ANNUAL_REVENUE_RANGES: Record<AnnualRevenue, { min: number; max: number | null }> = {
  LESS_THAN_100K: { min: 0, max: 99_999 },
  LESS_THAN_500K: { min: 100_000, max: 499_999 },
  MORE_THAN_500K: { min: 500_000, max: null },
};

export const OFFICE_SIZES = ['SMALL_OFFICE', 'MEDIUM_OFFICE', 'BIG_OFFICE', 'NO_OFFICE'] as const;
export type OfficeSize = (typeof OFFICE_SIZES)[number];

export const OFFICE_LOCATIONS = ['CITY_CENTER', 'SUBURBS', 'OUT_OF_TOWN'] as const;
export type OfficeLocation = (typeof OFFICE_LOCATIONS)[number];

export function isInRange(value: number, range: { min: number; max: number | null }): boolean {
  return value >= range.min && (range.max === null || value <= range.max);
}
