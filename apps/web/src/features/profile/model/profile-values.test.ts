import { describe, expect, it } from 'vitest';
import { profileUpdateSchema, type ProfileView } from '@ghg/contracts';
import { toProfileFormValues, toProfileUpdate } from './profile-values';

const profile: ProfileView = {
  userId: 'u1',
  email: 'member@demo.ghg-ledger.local',
  firstName: 'Marek',
  lastName: 'Demo',
  jobTitle: null,
  role: 'member',
  organizationId: 'o1',
  organizationName: 'Demo',
  planClass: 'standard',
  planLabel: { pl: 'Pełny dostęp', en: 'Full access' },
  password: { changeableHere: true, rule: 'registration' },
};

describe('profile form values', () => {
  it('shows no job title as an empty field and sends it back as one the server accepts', () => {
    const values = toProfileFormValues(profile);
    expect(values).toEqual({ firstName: 'Marek', lastName: 'Demo', jobTitle: '' });
    expect(profileUpdateSchema.safeParse(toProfileUpdate(values)).success).toBe(true);
  });

  it('sends what was typed; the schema trims it as the server does', () => {
    const update = toProfileUpdate({ firstName: ' Marek ', lastName: 'Demo', jobTitle: ' CFO ' });
    expect(profileUpdateSchema.parse(update)).toEqual({
      firstName: 'Marek',
      lastName: 'Demo',
      jobTitle: 'CFO',
    });
  });
});
