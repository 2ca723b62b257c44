/**
 * Shares the leases of one projector among the live projector processes: each takes at most its share,
 * ⌈leases ÷ processes⌉, and hands leases above it back when another process joins (they are taken by the one that
 * has fewer). A process that dies drops out of the count with its connection, so the survivors' share grows and
 * they take its leases over. Synchronous bookkeeping: runners of one process ask it in turn, never at once.
 */
export class LeaseBalancer {
  private held = 0;
  /** Lease attempts in flight: counted against the share, so runners starting together do not all take one. */
  private trying = 0;
  private yielding = 0;
  private members = 1;

  constructor(private readonly leases: number) {}

  /** Live projector processes, this one included (the count of membership locks, at least 1). */
  setMembers(members: number): void {
    this.members = Math.max(1, members);
  }

  get share(): number {
    return Math.ceil(this.leases / this.members);
  }

  get holding(): number {
    return this.held;
  }

  /** Before a lease attempt: false when this process holds its share already (the runner then waits). */
  reserve(): boolean {
    if (this.held + this.trying >= this.share) return false;
    this.trying++;
    return true;
  }

  /** After the attempt reserve() allowed. */
  settle(acquired: boolean): void {
    this.trying--;
    if (acquired) this.held++;
  }

  /** True for as many holders as this process has leases above its share; each then releases its lease. */
  shouldYield(): boolean {
    if (this.held - this.yielding <= this.share) return false;
    this.yielding++;
    return true;
  }

  released(yielded: boolean): void {
    this.held--;
    if (yielded) this.yielding--;
  }
}
