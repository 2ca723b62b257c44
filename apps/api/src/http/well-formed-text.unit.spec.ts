import { illFormedTextFields } from './well-formed-text.js';

describe('M2 registration is not atomic: text that cannot be stored is found before any write', () => {
  it('names every field holding a lone surrogate, nested and in arrays', () => {
    expect(
      illFormedTextFields({
        account: { firstName: 'Ewa', jobTitle: 'Prezes\ud800' },
        company: { city: '\udc00Warszawa', tags: ['ok', 'x\ud83d'] },
      }),
    ).toEqual([
      { path: 'account.jobTitle', code: 'invalid_text' },
      { path: 'company.city', code: 'invalid_text' },
      { path: 'company.tags.1', code: 'invalid_text' },
    ]);
  });

  it('accepts Polish letters, emoji (a surrogate pair) and non-text values', () => {
    expect(illFormedTextFields({ name: 'Zielińska 🌱', n: 1, ok: true, none: null })).toEqual([]);
  });
});
