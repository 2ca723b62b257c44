import type { DomainError } from '../shared/domain-error.js';
import type { SetNotificationMailPreference } from './notification-mail-preference.js';
import { decideUser, evolveUser, initialUserState, type UserState } from './user.decide.js';
import type { UserEvent } from './user.events.js';
import { registeredUser } from './testing/registered-user.js';

const anna: UserState = registeredUser();
const set = (data: Partial<SetNotificationMailPreference['data']> = {}): SetNotificationMailPreference => ({
  type: 'SetNotificationMailPreference',
  data: { userId: 'u1', actorId: 'u1', emailEnabled: true, mutedKinds: [], ...data },
});
const apply = (state: UserState, events: UserEvent[]) => events.reduce(evolveUser, state);
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return { code: (error as DomainError).code, fields: (error as DomainError).fields };
  }
  throw new Error('not refused');
};

describe('a person chooses their notification e-mails', () => {
  it('given the default (every kind mailed), when they mute two kinds, then the event lists them in catalogue order', () => {
    const events = decideUser(set({ mutedKinds: ['report-sent', 'task-assigned', 'report-sent'] }), anna);
    expect(events).toEqual([
      {
        type: 'NotificationMailPreferenceSet',
        data: { userId: 'u1', emailEnabled: true, mutedKinds: ['task-assigned', 'report-sent'] },
      },
    ]);
    const after = apply(anna, events);
    expect(after.notificationMail).toEqual({
      emailEnabled: true,
      mutedKinds: ['task-assigned', 'report-sent'],
    });
    expect(decideUser(set({ mutedKinds: ['task-assigned', 'report-sent'] }), after)).toEqual([]);
  });

  it('given the default, when the same choice is saved, then nothing is recorded; turning e-mails off is', () => {
    expect(decideUser(set(), anna)).toEqual([]);
    expect(decideUser(set({ emailEnabled: false }), anna)).toEqual([
      { type: 'NotificationMailPreferenceSet', data: { userId: 'u1', emailEnabled: false, mutedKinds: [] } },
    ]);
  });

  it('refuses an unknown kind (every one named), someone else, and a person without an account', () => {
    expect(refusal(() => decideUser(set({ mutedKinds: ['task-assigned', 'spam', 'x'] }), anna))).toEqual({
      code: 'VALIDATION_ERROR',
      fields: [
        { path: 'mutedKinds.1', code: 'invalid_value' },
        { path: 'mutedKinds.2', code: 'invalid_value' },
      ],
    });
    expect(refusal(() => decideUser(set({ actorId: 'u2' }), anna))).toMatchObject({ code: 'FORBIDDEN' });
    expect(refusal(() => decideUser(set(), initialUserState))).toMatchObject({ code: 'FORBIDDEN' });
  });
});
