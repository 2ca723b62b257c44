import { preparedNameOf, preparedSql } from './prepared-sql.js';

describe('preparedSql', () => {
  it('returns the text unchanged and names it', () => {
    const sql = 'select $1::int as n -- prepared-sql spec 1';
    expect(preparedSql('spec-one', sql)).toBe(sql);
    expect(preparedNameOf(sql)).toBe('spec-one');
    expect(preparedNameOf('select 1')).toBeUndefined();
  });

  it('accepts the same name for the same text again (a module loaded twice)', () => {
    const sql = 'select $1::int as n -- prepared-sql spec 2';
    preparedSql('spec-two', sql);
    expect(() => preparedSql('spec-two', sql)).not.toThrow();
  });

  it('refuses one name for two texts, and two names for one text (PostgreSQL would refuse the second prepare)', () => {
    preparedSql('spec-three', 'select $1::int as a -- prepared-sql spec 3');
    expect(() => preparedSql('spec-three', 'select $1::int as b -- prepared-sql spec 3')).toThrow(
      /already used for another statement/,
    );
    expect(() => preparedSql('spec-four', 'select $1::int as a -- prepared-sql spec 3')).toThrow(
      /already prepared as "spec-three"/,
    );
  });
});
