import { describe, expect, it } from 'vitest';
import { passwordChangeSchema } from '@ghg/contracts';
import { passwordHints } from './password-rules';

const unmet = (password: string, rule: 'registration' | 'admin') =>
  passwordHints(password, rule)
    .filter((h) => !h.met)
    .map((h) => h.hint);

describe('password hints (spec §5)', () => {
  it('names each missing part of the rule', () => {
    expect(unmet('', 'registration')).toEqual(['length', 'lowercase', 'uppercase', 'digit', 'special']);
    expect(unmet('abcdefgh', 'registration')).toEqual(['uppercase', 'digit', 'special']);
    expect(unmet('Abcdef1!', 'registration')).toEqual([]);
    expect(unmet('Abcdef1!', 'admin')).toEqual(['length']);
    expect(passwordHints('x', 'admin')[0]).toMatchObject({ hint: 'length', minLength: 10 });
  });

  it('agrees with the schema the server checks: every hint met exactly when the new password passes', () => {
    for (const rule of ['registration', 'admin'] as const)
      for (const password of [
        'Abcdef1!',
        'Abcdefgh1!',
        'abcdefgh1!',
        'ABCDEFGH1!',
        'Zażółć1!xx',
        'Abcdefghij',
        ' ',
      ])
        expect({ password, rule, allMet: unmet(password, rule).length === 0 }).toEqual({
          password,
          rule,
          allMet: passwordChangeSchema(rule).safeParse({
            currentPassword: 'x',
            newPassword: password,
            repeatPassword: password,
          }).success,
        });
  });
});
