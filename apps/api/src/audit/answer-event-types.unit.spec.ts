import { ANSWER_EVENT_TYPES as CATALOGUED } from '@ghg/contracts';
import { ANSWER_EVENT_TYPES as DOMAIN } from '@ghg/domain';

// The web's audit filter offers the contracts' list; the domain decides the events. They must be one list.
describe('answer event types', () => {
  it('the catalogue of published events lists exactly the domain’s answer events, in the same order', () => {
    expect([...CATALOGUED]).toEqual([...DOMAIN]);
  });
});
