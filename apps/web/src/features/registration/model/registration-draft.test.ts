import { describe, expect, it } from 'vitest';
import {
  DRAFT_TTL_MS,
  draftFor,
  liveDraft,
  type RegistrationDraft,
  resumePathOf,
  withoutPasswords,
} from './registration-draft';

const LINK = { magicLinkId: 'link-1', variant: 'admin' as const, email: null };
const ACCOUNT = {
  firstName: 'Anna',
  lastName: 'Nowak',
  email: 'anna@firma.pl',
  repeatEmail: 'anna@firma.pl',
  phoneNumber: '',
  jobTitle: '',
};
const COMPANY = {
  companyName: 'Zielona Sp. z o.o.',
  street: 'Polna 1',
  postalCode: '00-001',
  city: 'Warszawa',
  nip: '5260250274',
  country: 'PL' as const,
};

describe('registration draft', () => {
  it('continues the draft of the same link (a reload, a new tab), starts over for another link', () => {
    const existing: RegistrationDraft = { ...LINK, account: ACCOUNT };
    expect(draftFor(existing, LINK)).toEqual({ draft: existing, continued: true });
    expect(draftFor(existing, { ...LINK, magicLinkId: 'link-2' })).toEqual({
      draft: { ...LINK, magicLinkId: 'link-2' },
      continued: false,
    });
    expect(draftFor(null, LINK)).toEqual({ draft: LINK, continued: false });
  });

  it('resumes at the first step not done yet', () => {
    expect(resumePathOf(LINK)).toBe('/public-form/register');
    expect(resumePathOf({ ...LINK, account: ACCOUNT })).toBe('/public-form/company');
    expect(resumePathOf({ ...LINK, account: ACCOUNT, company: COMPANY })).toBe('/public-form/advanced');
    expect(resumePathOf({ ...LINK, variant: 'user', email: 'ewa@firma.pl' })).toBe(
      '/public-form/user/register',
    );
  });

  it('drops a draft older than a day, or one that is not a draft', () => {
    const now = 1_800_000_000_000;
    const saved = JSON.stringify({ ...LINK, savedAt: now - 1000 });
    expect(liveDraft(saved, now)).toMatchObject(LINK);
    expect(liveDraft(JSON.stringify({ ...LINK, savedAt: now - DRAFT_TTL_MS - 1 }), now)).toBeNull();
    expect(liveDraft('{not json', now)).toBeNull();
    expect(liveDraft(JSON.stringify({ variant: 'admin' }), now)).toBeNull();
    expect(liveDraft(null, now)).toBeNull();
  });

  it('never keeps a password in what it stores', () => {
    const stored = withoutPasswords({
      ...ACCOUNT,
      password: 'Tajne-Haslo-1!',
      repeatPassword: 'Tajne-Haslo-1!',
    });
    expect(stored).toEqual(ACCOUNT);
    expect(JSON.stringify(stored)).not.toContain('Tajne');
  });
});
