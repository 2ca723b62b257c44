import { describe, expect, it } from 'vitest';
import en from '../../../i18n/en/registration.json';
import pl from '../../../i18n/pl/registration.json';
import { refusalTextOf } from './user-refusals';

const textOf = (catalogue: typeof en, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue);

describe('H1 privilege escalation: the refusals the users page explains', () => {
  it.each([
    ['provider_person', 'users.providerPerson'],
    ['last_administrator', 'users.lastAdministrator'],
    ['confirm_self', 'users.confirmSelfNeeded'],
    ['something_else', 'users.actionFailed'],
  ])('%s → %s, in Polish and English', (code, key) => {
    expect(refusalTextOf([{ code }])).toBe(key);
    for (const catalogue of [pl, en]) expect(textOf(catalogue as typeof en, key)).toEqual(expect.any(String));
  });
});
