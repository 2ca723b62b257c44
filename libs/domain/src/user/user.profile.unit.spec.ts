import { type DomainError } from '../shared/domain-error.js';
import type { UpdateUserProfile } from './user-profile.js';
import { decideUser, evolveUser, initialUserState, type UserState } from './user.decide.js';
import type { UserEvent } from './user.events.js';
import { registeredUser } from './testing/registered-user.js';

const anna: UserState = registeredUser();
const update = (data: Partial<UpdateUserProfile['data']> = {}): UpdateUserProfile => ({
  type: 'UpdateUserProfile',
  data: { userId: 'u1', actorId: 'u1', firstName: 'Anna', lastName: 'Nowak', jobTitle: null, ...data },
});
const apply = (state: UserState, events: UserEvent[]) => events.reduce(evolveUser, state);

describe('a person edits their profile', () => {
  it('given a new job title and surname, when saved, then UserProfileChanged names only those fields', () => {
    const events = decideUser(update({ lastName: 'Kowalska', jobTitle: 'Specjalistka ESG' }), anna);
    expect(events).toEqual([
      {
        type: 'UserProfileChanged',
        data: {
          userId: 'u1',
          changes: [
            { field: 'lastName', before: 'Nowak', after: 'Kowalska' },
            { field: 'jobTitle', before: null, after: 'Specjalistka ESG' },
          ],
        },
      },
    ]);
    expect(apply(anna, events).profile).toEqual({
      email: 'anna@firma.pl',
      firstName: 'Anna',
      lastName: 'Kowalska',
      jobTitle: 'Specjalistka ESG',
    });
  });

  it('given the same values with spaces around, when saved, then nothing changes', () => {
    expect(decideUser(update({ firstName: '  Anna ', lastName: 'Nowak  ', jobTitle: '   ' }), anna)).toEqual(
      [],
    );
  });

  it('given values with spaces around, when they differ, then the event holds them trimmed', () => {
    const events = decideUser(update({ firstName: ' Anna-Maria ', jobTitle: ' CFO ' }), anna);
    expect(events[0]).toMatchObject({
      data: {
        changes: [
          { field: 'firstName', before: 'Anna', after: 'Anna-Maria' },
          { field: 'jobTitle', before: null, after: 'CFO' },
        ],
      },
    });
  });

  it('given a job title, when cleared, then it goes back to null', () => {
    const withTitle = apply(anna, decideUser(update({ jobTitle: 'CFO' }), anna));
    const events = decideUser(update({ jobTitle: '' }), withTitle);
    expect(events).toEqual([
      {
        type: 'UserProfileChanged',
        data: { userId: 'u1', changes: [{ field: 'jobTitle', before: 'CFO', after: null }] },
      },
    ]);
    expect(apply(withTitle, events).profile?.jobTitle).toBeNull();
  });

  it('given blank names, when saved, then required on each and nothing recorded', () => {
    expect(() => decideUser(update({ firstName: ' ', lastName: '' }), anna)).toThrow(
      expect.objectContaining({
        code: 'VALIDATION_ERROR',
        fields: [
          { path: 'firstName', code: 'required' },
          { path: 'lastName', code: 'required' },
        ],
      }) as DomainError,
    );
  });

  it.each([
    ['someone else acting', { actorId: 'admin-1' }, anna],
    ['no account', {}, initialUserState],
  ])('given %s, when saving, then refused', (_, data, state) => {
    expect(() => decideUser(update({ jobTitle: 'CFO', ...data }), state)).toThrow(
      expect.objectContaining({ code: 'FORBIDDEN' }) as DomainError,
    );
  });

  it('keeps the profile through membership events: joining, role change and removal leave it as it was', () => {
    const edited = apply(anna, decideUser(update({ jobTitle: 'CFO' }), anna));
    const later = apply(edited, [
      {
        type: 'UserJoinedOrganization',
        data: { userId: 'u1', organizationId: 'org-2', role: 'administrator', magicLinkId: null },
      },
      {
        type: 'UserRoleChanged',
        data: { userId: 'u1', organizationId: 'org-1', role: 'auditor', previousRole: 'member' },
      },
      { type: 'UserRemoved', data: { userId: 'u1', organizationId: 'org-2' } },
    ]);
    expect(later.profile).toEqual(edited.profile);
  });
});
