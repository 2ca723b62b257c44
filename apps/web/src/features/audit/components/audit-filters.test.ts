import { describe, expect, it } from 'vitest';
import {
  AUDIT_LIMIT,
  NO_FILTERS,
  auditCsvUrl,
  auditExportUrl,
  auditQueryString,
  filtersFromSearch,
  toAuditFilter,
} from './audit-filters';

const some = { actorId: 'u-1', questionId: 'vehicles', period: '2025-03', eventType: 'RowUpdated' };

describe('toAuditFilter', () => {
  it('sends only the filters that are set, with the page limit', () => {
    expect(toAuditFilter(NO_FILTERS)).toEqual({ limit: AUDIT_LIMIT });
    expect(toAuditFilter({ ...NO_FILTERS, questionId: 'vehicles', period: '2025-03' }, 50)).toEqual({
      questionId: 'vehicles',
      period: '2025-03',
      limit: 50,
    });
  });

  it('drops a month that is not YYYY-MM', () => {
    expect(toAuditFilter({ ...NO_FILTERS, period: '2025-13' })).toEqual({ limit: AUDIT_LIMIT });
    expect(toAuditFilter({ ...NO_FILTERS, period: '03-2025' })).toEqual({ limit: AUDIT_LIMIT });
  });
});

describe('auditQueryString', () => {
  it('is empty without filters and names the set filters in the API’s words', () => {
    expect(auditQueryString(NO_FILTERS)).toBe('');
    expect(auditQueryString(some)).toBe(
      '?actorId=u-1&questionId=vehicles&period=2025-03&eventType=RowUpdated',
    );
  });

  it('escapes values', () => {
    expect(auditQueryString({ ...NO_FILTERS, actorId: 'a&b=c d' })).toBe('?actorId=a%26b%3Dc+d');
  });
});

describe('auditCsvUrl', () => {
  it('points at the organization’s CSV export with the same filters', () => {
    expect(auditCsvUrl('org-1', NO_FILTERS)).toBe('/api/organizations/org-1/answer-audit.csv');
    expect(auditCsvUrl('org/1', { ...NO_FILTERS, eventType: 'RowsDeleted' })).toBe(
      '/api/organizations/org%2F1/answer-audit.csv?eventType=RowsDeleted',
    );
  });

  it('asks for the page’s language and for the Excel workbook with the same filters', () => {
    const filters = { ...NO_FILTERS, period: '2025-03' };
    expect(auditExportUrl('o', filters, 'xlsx', 'en')).toBe(
      '/api/organizations/o/answer-audit.xlsx?period=2025-03&lang=en',
    );
    expect(auditExportUrl('o', NO_FILTERS, 'csv', 'en')).toBe(
      '/api/organizations/o/answer-audit.csv?lang=en',
    );
    expect(auditExportUrl('o', filters, 'xlsx', 'pl')).toBe(
      '/api/organizations/o/answer-audit.xlsx?period=2025-03',
    );
  });
});

describe('filtersFromSearch', () => {
  it('reads the filters back from an address and drops malformed ones', () => {
    expect(filtersFromSearch(new URLSearchParams(auditQueryString(some)))).toEqual(some);
    expect(filtersFromSearch(new URLSearchParams('period=march&other=1&questionId=%20'))).toEqual(NO_FILTERS);
  });
});
