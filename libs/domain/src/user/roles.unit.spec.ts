import { ACTOR_ROLES, canEditAnswers, canWrite } from './roles.js';

describe('roles: who may write', () => {
  it('the auditor is the one role that never writes', () => {
    expect(ACTOR_ROLES.filter((role) => !canWrite(role))).toEqual(['auditor']);
  });

  it('whoever may edit answers may write', () => {
    for (const role of ACTOR_ROLES) if (canEditAnswers(role)) expect(canWrite(role)).toBe(true);
  });
});
