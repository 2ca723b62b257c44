import type { ClientRowVerificationsView } from '@ghg/contracts';
import { describe, expect, it } from 'vitest';
import {
  clientVerificationReadOf,
  purchasedOf,
  RETURN_COMMENT_MAX,
  returnCommentReady,
  valuesSummary,
} from './client-verification';

const view: ClientRowVerificationsView = {
  rows: (
    [
      ['a', 'verified', null],
      ['b', 'sent', null],
      ['c', 'returned', 'wrong unit'],
      ['d', 'sent', null],
      ['e', 'to-complete', null],
    ] as const
  ).map(([rowId, status, comment]) => ({
    rowId,
    status,
    comment,
    questionId: 'vehicles',
    period: '2025-07',
    values: { itemType: 'passenger-car', consumption: 80 },
  })),
  canVerify: true,
  verifiedShare: 0.2,
};

describe('client verification in the back office', () => {
  it('reads the 403 of a client without verification as the switch off, not as a failure', () => {
    const read = clientVerificationReadOf(403, undefined);
    expect(read).toEqual({ kind: 'notPurchased' });
    expect(purchasedOf(read)).toBe(false);
  });

  it('reads 200 as the switch on with the rows to verify first', () => {
    const read = clientVerificationReadOf(200, view);
    expect(purchasedOf(read)).toBe(true);
    expect(read.kind === 'purchased' && read.rows.map((r) => r.rowId)).toEqual(['b', 'd', 'e', 'c', 'a']);
  });

  it('shows an empty list when the client sent nothing', () => {
    expect(clientVerificationReadOf(200, { ...view, rows: [] })).toEqual({ kind: 'purchased', rows: [] });
  });

  it('leaves the switch unknown while loading or after a failed read (404, 500)', () => {
    expect(purchasedOf({ kind: 'loading' })).toBeNull();
    expect(clientVerificationReadOf(404, undefined)).toEqual({ kind: 'failed' });
    expect(purchasedOf(clientVerificationReadOf(500, undefined))).toBeNull();
  });

  it('sends a return only with a comment within the limit', () => {
    expect(returnCommentReady('')).toBe(false);
    expect(returnCommentReady('   \n')).toBe(false);
    expect(returnCommentReady('wrong unit')).toBe(true);
    expect(returnCommentReady('x'.repeat(RETURN_COMMENT_MAX))).toBe(true);
    expect(returnCommentReady('x'.repeat(RETURN_COMMENT_MAX + 1))).toBe(false);
  });

  it('sums a row up as its entered values on one line, numbers in the page language', () => {
    const values = {
      itemType: 'passenger-car',
      fuelType: '',
      consumption: 1234.5,
      note: null,
      unit: 'litres',
    };
    expect(valuesSummary(values, 'en')).toBe('passenger-car · 1,234.5 · litres');
    expect(valuesSummary(values, 'pl')).toBe('passenger-car · 1234,5 · litres');
  });
});
