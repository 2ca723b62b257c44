import { describe, expect, it } from 'vitest';
import { initialQuestionsSchema } from '@ghg/contracts';
import { toFormValues, toMutationInput } from './initial-questions-values';

const saved = {
  revision: 3,
  description: 'We roast coffee.',
  industry: 'FOOD_PRODUCTION',
  country: 'PL',
  peopleAmount: 'SMALL_COMPANY',
  peopleAmountNumber: 12,
  annualRevenue: 'LESS_THAN_500K',
  annualRevenueRange: null,
  officeSize: null,
  officeLocation: 'SUBURBS',
};

describe('initial questions form values', () => {
  it('shows saved answers as text and missing ones as empty', () => {
    const values = toFormValues(saved);
    expect(values.peopleAmountNumber).toBe('12');
    expect(values.annualRevenueRange).toBe('');
    expect(values.officeSize).toBe('');
    expect(toFormValues(null).industry).toBe('');
  });

  it('omits unanswered fields instead of sending null or undefined', () => {
    const input = toMutationInput(toFormValues(saved));
    expect(input).toEqual({
      description: 'We roast coffee.',
      industry: 'FOOD_PRODUCTION',
      country: 'PL',
      peopleAmount: 'SMALL_COMPANY',
      peopleAmountNumber: 12,
      annualRevenue: 'LESS_THAN_500K',
      officeLocation: 'SUBURBS',
    });
    expect(Object.values(input)).not.toContain(null);
    expect(initialQuestionsSchema.safeParse(input).success).toBe(true);
  });

  it('lets the schema reject a number that is not one', () => {
    const input = toMutationInput({ ...toFormValues(saved), peopleAmountNumber: '12 people' });
    const result = initialQuestionsSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['peopleAmountNumber', 'invalid_number'],
    ]);
  });

  it('reports a missing required answer as required', () => {
    const result = initialQuestionsSchema.safeParse(
      toMutationInput({ ...toFormValues(saved), industry: '' }),
    );
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['industry', 'required'],
    ]);
  });
});
