import { LeaseBalancer } from './lease-balancer.js';

describe('LeaseBalancer', () => {
  it('lets one process take every lease, and asks it to hand the ones above its share back when others join', () => {
    const balancer = new LeaseBalancer(5);
    for (let i = 0; i < 5; i++) expect(balancer.reserve()).toBe(true);
    expect(balancer.reserve()).toBe(false); // five attempts in flight fill the share
    balancer.settle(false);
    expect(balancer.reserve()).toBe(true);
    for (let i = 0; i < 5; i++) balancer.settle(true);
    expect(balancer.reserve()).toBe(false);
    expect(balancer.shouldYield()).toBe(false);

    balancer.setMembers(2); // share ⌈5 ÷ 2⌉ = 3: two leases go
    expect([1, 2, 3, 4, 5].map(() => balancer.shouldYield())).toEqual([true, true, false, false, false]);
    balancer.released(true);
    balancer.released(true);
    expect(balancer.holding).toBe(3);
    expect(balancer.reserve()).toBe(false);
    expect(balancer.shouldYield()).toBe(false);

    balancer.setMembers(1); // the other process died: take its leases over
    expect(balancer.reserve()).toBe(true);
  });

  it('counts at least this process', () => {
    const balancer = new LeaseBalancer(2);
    balancer.setMembers(0);
    expect(balancer.share).toBe(2);
  });
});
