import { NOTIFICATION_KIND_KEYS as LISTED } from '@ghg/contracts';
import { NOTIFICATION_KINDS as DOMAIN } from '@ghg/domain';

// The web's e-mail preference form offers the contracts' list (the web may not import the domain); the domain
// decides which kinds a person may mute. The two lists are one list written twice, so they must not drift.
describe('notification kinds', () => {
  it('the contracts list the domain’s notification kinds, in the same order', () => {
    expect([...LISTED]).toEqual([...DOMAIN]);
  });
});
