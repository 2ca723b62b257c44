import { ApiError } from '../shared/api-error.js';
import { chartsFilterOf, linesFilterOf } from './charts-filter.js';

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, code: error.code, fields: error.fields };
    throw error;
  }
  throw new Error('not refused');
};

describe('charts query', () => {
  it('reads an open range as every month and location-based Scope 2; empty values and nulls are absent', () => {
    expect(chartsFilterOf({})).toEqual({ from: '0000-01', to: '9999-12', scope2Method: 'location' });
    expect(chartsFilterOf({ dateFrom: '', dateTo: null, scope2Method: undefined })).toEqual(
      chartsFilterOf({}),
    );
    expect(chartsFilterOf({ dateFrom: '2024-01', dateTo: '2024-01', scope2Method: 'market' })).toEqual({
      from: '2024-01',
      to: '2024-01',
      scope2Method: 'market',
    });
  });

  it('refuses a reversed range, month 13, an unknown method or an unknown parameter with 400', () => {
    expect(refusal(() => chartsFilterOf({ dateFrom: '2025-02', dateTo: '2025-01' }))).toEqual({
      status: 400,
      code: 'VALIDATION_ERROR',
      fields: [{ path: 'dateTo', code: 'invalid_period_range' }],
    });
    expect(refusal(() => chartsFilterOf({ dateTo: '2025-13' })).fields).toEqual([
      { path: 'dateTo', code: 'invalid_format' },
    ]);
    expect(refusal(() => chartsFilterOf({ scope2Method: 'both' })).status).toBe(400);
    expect(refusal(() => chartsFilterOf({ organizationId: 'x' })).status).toBe(400);
  });

  it('narrows the drill-down: scope keys as stored, item "" for lines without an item, a valid month', () => {
    expect(linesFilterOf({ scope: 'scope2', category: 'heat', item: '', period: '2025-01' })).toMatchObject({
      scope: 'scope-2',
      category: 'heat',
      subCategory: null,
      item: null,
      period: '2025-01',
    });
    expect(linesFilterOf({}).item).toBeUndefined();
    expect(linesFilterOf({ item: 'truck' }).item).toBe('truck');
    expect(refusal(() => linesFilterOf({ period: '2025-00' })).fields).toEqual([
      { path: 'period', code: 'invalid_format' },
    ]);
  });
});
