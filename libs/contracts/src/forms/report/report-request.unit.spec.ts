import { fieldErrorsOf } from '../../request/plain-request.js';
import { reportRequestSchema } from './report-request.schema.js';

const errorsOf = (input: unknown) => {
  const result = reportRequestSchema.safeParse(input);
  return result.success ? [] : fieldErrorsOf(result.error);
};

describe('report request', () => {
  it('given the current year and a short report, when parsed, then valid', () => {
    expect(errorsOf({ period: { radioValue: 2 }, type: 'short' })).toEqual([]);
  });

  it('given a custom range in order, when parsed, then valid', () => {
    expect(
      errorsOf({ period: { radioValue: 4, dateFrom: '2024-02', dateTo: '2024-04' }, type: 'full' }),
    ).toEqual([]);
  });

  it('given no period and no type, when parsed, then period_required and required', () => {
    expect(errorsOf({})).toEqual([
      { path: 'period', code: 'period_required' },
      { path: 'type', code: 'required' },
    ]);
    expect(errorsOf({ period: {}, type: 'short' })).toEqual([
      { path: 'period.radioValue', code: 'period_required' },
    ]);
  });

  it('given radio value 5 or report type pdf, when parsed, then invalid_value', () => {
    expect(errorsOf({ period: { radioValue: 5 }, type: 'pdf' })).toEqual([
      { path: 'period.radioValue', code: 'invalid_value' },
      { path: 'type', code: 'invalid_value' },
    ]);
  });

  it('given a custom range without dates, when parsed, then both dates required', () => {
    expect(errorsOf({ period: { radioValue: 4 }, type: 'full' })).toEqual([
      { path: 'period.dateFrom', code: 'required' },
      { path: 'period.dateTo', code: 'required' },
    ]);
  });

  it('given a reversed custom range or month 13, when parsed, then invalid_period_range or invalid_format', () => {
    expect(
      errorsOf({ period: { radioValue: 4, dateFrom: '2024-05', dateTo: '2024-04' }, type: 'full' }),
    ).toEqual([{ path: 'period.dateTo', code: 'invalid_period_range' }]);
    expect(
      errorsOf({ period: { radioValue: 4, dateFrom: '2024-13', dateTo: '2024-04' }, type: 'full' }),
    ).toEqual([{ path: 'period.dateFrom', code: 'invalid_format' }]);
  });
});
