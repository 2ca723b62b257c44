import { describe, expect, it } from 'vitest';
import { requestOutcomeOf } from './read-request';

describe('read request outcome', () => {
  it('is ready with the data of a 200', () => {
    expect(requestOutcomeOf(200, { items: [] })).toEqual({ kind: 'ready', data: { items: [] } });
  });

  it('is not found on a 404', () => {
    expect(requestOutcomeOf(404, undefined)).toEqual({ kind: 'notFound' });
  });

  it('is one quiet failure for any other answer, or a 200 without readable data', () => {
    for (const status of [400, 401, 403, 500, 503])
      expect(requestOutcomeOf(status, {})).toEqual({ kind: 'failed' });
    expect(requestOutcomeOf(200, undefined)).toEqual({ kind: 'failed' });
  });
});
