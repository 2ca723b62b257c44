import type { RowVerificationsView } from '@ghg/contracts';
import { describe, expect, it } from 'vitest';
import {
  clientVerificationReadOf,
  purchasedOf,
  RETURN_COMMENT_MAX,
  returnCommentReady,
} from './client-verification';

const view: RowVerificationsView = {
  rows: [
    { rowId: 'a', status: 'verified', comment: null },
    { rowId: 'b', status: 'sent', comment: null },
    { rowId: 'c', status: 'returned', comment: 'wrong unit' },
    { rowId: 'd', status: 'sent', comment: null },
    { rowId: 'e', status: 'to-complete', comment: null },
  ],
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
});
