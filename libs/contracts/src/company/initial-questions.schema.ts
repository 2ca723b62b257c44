import { z } from 'zod';
import {
  ANNUAL_REVENUE_RANGES,
  ANNUAL_REVENUES,
  OFFICE_LOCATIONS,
  OFFICE_SIZES,
  PEOPLE_AMOUNT_RANGES,
  PEOPLE_AMOUNTS,
  isInRange,
} from './company-bands.js';
import { COUNTRY_CODES } from './countries.js';
import { INDUSTRIES } from './industries.js';

export const DESCRIPTION_MAX_LENGTH = 500;

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: (issue) => (issue.input === undefined || issue.input === '' ? 'required' : 'invalid_value'),
  });

const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) => choice(values).optional();

const wholeNumber = (min: number) =>
  z
    .number({ error: 'invalid_number' })
    .int({ error: 'invalid_number' })
    .min(min, { error: 'invalid_number' });

/**
 * The company's initial questions (spec §3). Industry, country, size and revenue drive the sector comparison,
 * so they are required; the rest may be left out (an update replaces the whole answer, so leaving a field out
 * clears it). Exact figures must fall inside the chosen band.
 */
export const initialQuestionsSchema = z
  .object({
    description: z.string().max(DESCRIPTION_MAX_LENGTH, { error: 'description_too_long' }).optional(),
    industry: choice(INDUSTRIES),
    country: choice(COUNTRY_CODES),
    peopleAmount: choice(PEOPLE_AMOUNTS),
    peopleAmountNumber: wholeNumber(1).optional(),
    annualRevenue: choice(ANNUAL_REVENUES),
    annualRevenueRange: wholeNumber(0).optional(),
    officeSize: optionalChoice(OFFICE_SIZES),
    officeLocation: optionalChoice(OFFICE_LOCATIONS),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (
      value.peopleAmountNumber != null &&
      !isInRange(value.peopleAmountNumber, PEOPLE_AMOUNT_RANGES[value.peopleAmount])
    ) {
      ctx.addIssue({ code: 'custom', path: ['peopleAmountNumber'], message: 'people_amount_mismatch' });
    }
    if (
      value.annualRevenueRange != null &&
      !isInRange(value.annualRevenueRange, ANNUAL_REVENUE_RANGES[value.annualRevenue])
    ) {
      ctx.addIssue({ code: 'custom', path: ['annualRevenueRange'], message: 'annual_revenue_mismatch' });
    }
  });

export type InitialQuestionsInput = z.input<typeof initialQuestionsSchema>;
export type InitialQuestions = z.output<typeof initialQuestionsSchema>;

export const INITIAL_QUESTION_FIELDS = [
  'description',
  'industry',
  'country',
  'peopleAmount',
  'peopleAmountNumber',
  'annualRevenue',
  'annualRevenueRange',
  'officeSize',
  'officeLocation',
] as const satisfies readonly (keyof InitialQuestions)[];
