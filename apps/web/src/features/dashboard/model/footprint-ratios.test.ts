import { describe, expect, it } from 'vitest';
import { perEmployee, perThousandEur } from './footprint-ratios';

describe('footprint ratios', () => {
  it('divides the footprint by employees and by thousands of EUR', () => {
    expect(perEmployee(50, { peopleAmountNumber: 20 })).toEqual({ kind: 'value', tonnes: 2.5 });
    expect(perThousandEur(50, { annualRevenueRange: 250_000 })).toEqual({ kind: 'value', tonnes: 0.2 });
  });

  it('says the data is insufficient when the questions are unanswered or zero', () => {
    expect(perEmployee(50, null)).toEqual({ kind: 'insufficient' });
    expect(perEmployee(50, { peopleAmountNumber: null })).toEqual({ kind: 'insufficient' });
    expect(perEmployee(50, { peopleAmountNumber: 0 })).toEqual({ kind: 'insufficient' });
    expect(perThousandEur(50, { annualRevenueRange: null })).toEqual({ kind: 'insufficient' });
  });
});
