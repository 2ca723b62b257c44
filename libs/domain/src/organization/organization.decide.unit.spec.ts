import { DomainError } from '../shared/domain-error.js';
import { decideOrganization, diffAnswers } from './organization.decide.js';
import type { OrganizationEvent } from './organization.events.js';
import {
  evolveOrganization,
  initialOrganizationState,
  type OrganizationState,
} from './organization.state.js';

const orgId = 'org-1';
const given = (...events: OrganizationEvent[]): OrganizationState =>
  events.reduce(evolveOrganization, initialOrganizationState);
const registered: OrganizationEvent = {
  type: 'OrganizationRegistered',
  data: { organizationId: orgId, name: 'Acme', country: 'PL', demo: false },
};

describe('organization: initial questions', () => {
  it('records every changed field with before and after', () => {
    const state = given(registered, {
      type: 'InitialQuestionsAnswered',
      data: { organizationId: orgId, answers: { industry: 'BANKING', description: 'old' }, changes: [] },
    });
    const events = decideOrganization(
      {
        type: 'AnswerInitialQuestions',
        data: { organizationId: orgId, answers: { industry: 'RETAIL', country: 'PL' } },
      },
      state,
    );
    expect(events).toEqual([
      {
        type: 'InitialQuestionsAnswered',
        data: {
          organizationId: orgId,
          answers: { industry: 'RETAIL', country: 'PL' },
          changes: [
            { field: 'country', before: null, after: 'PL' },
            { field: 'description', before: 'old', after: null },
            { field: 'industry', before: 'BANKING', after: 'RETAIL' },
          ],
        },
      },
    ]);
  });

  it('appends nothing when the answers are unchanged', () => {
    const answers = { industry: 'BANKING', peopleAmountNumber: 12 };
    const state = given(registered, {
      type: 'InitialQuestionsAnswered',
      data: { organizationId: orgId, answers, changes: [] },
    });
    expect(
      decideOrganization({ type: 'AnswerInitialQuestions', data: { organizationId: orgId, answers } }, state),
    ).toEqual([]);
  });

  it('refuses answers for an organization that was never registered', () => {
    expect(() =>
      decideOrganization(
        { type: 'AnswerInitialQuestions', data: { organizationId: orgId, answers: {} } },
        given(),
      ),
    ).toThrow(DomainError);
  });

  it('refuses to register the same organization twice', () => {
    expect(() =>
      decideOrganization({ type: 'RegisterOrganization', data: { ...registered.data } }, given(registered)),
    ).toThrow(expect.objectContaining({ code: 'ORGANIZATION_ALREADY_REGISTERED' }));
  });

  it('diffs numbers and strings strictly', () => {
    expect(diffAnswers({ n: 1 }, { n: '1' })).toEqual([{ field: 'n', before: 1, after: '1' }]);
  });
});
