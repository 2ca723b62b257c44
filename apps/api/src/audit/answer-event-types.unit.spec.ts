import { ANSWER_EVENT_TYPES as LISTED, EVENT_CATALOGUE } from '@ghg/contracts';
import { ANSWER_EVENT_TYPES as DOMAIN } from '@ghg/domain';

// The web's audit filter offers the contracts' list; the domain decides the events; the catalogue publishes them.
describe('answer event types', () => {
  it('the contracts list the domain’s answer events, in the same order', () => {
    expect([...LISTED]).toEqual([...DOMAIN]);
  });

  it('the catalogue of published events has exactly these in its answers category', () => {
    const catalogued = Object.entries(EVENT_CATALOGUE)
      .filter(([, entry]) => entry.category === 'answers')
      .map(([type]) => type);
    expect(catalogued).toEqual([...LISTED]);
  });
});
