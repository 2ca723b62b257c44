import type { MeView } from '@ghg/contracts';

const MAX_ENTRIES = 10_000;

interface Kept {
  view: MeView;
  /** appendsSeen(db) before the view was built. */
  appends: number;
  /** The first instant the view stops being true with no event: a plan or freemium access expiring (ms). */
  validUntilMs: number;
}

/**
 * users/me as last built, per person, organization and role, on the embedded default (issue 22): its reads are
 * already in memory, but mapping them (companies, plan, upgrade dialogs) was a sixth of the request's CPU.
 * An entry serves only while nothing has been appended since it was built and the clock is before its first
 * expiry; MeQuery also keeps one only when the embedded read cache held every read it was built from, and uses
 * it only while it still does (so a read before the projector caught up, or forgetEmbeddedReads, voids it).
 */
export class MeViewMemo {
  private readonly entries = new Map<string, Kept>();

  get(key: string, appends: number, nowMs: number): MeView | undefined {
    const kept = this.entries.get(key);
    if (!kept) return undefined;
    if (kept.appends === appends && nowMs < kept.validUntilMs) return kept.view;
    this.entries.delete(key);
    return undefined;
  }

  /** Keeps `kept`, its view frozen: every later request gets that same object, so no caller may change it. */
  set(key: string, kept: Kept): void {
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { ...kept, view: frozen(kept.view) });
  }
}

function frozen<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) frozen(inner);
    Object.freeze(value);
  }
  return value;
}

/** The earliest of the given instants that lies after `nowMs` (Infinity when none does). */
export function firstInstantAfter(nowMs: number, instants: readonly (number | null)[]): number {
  let first = Infinity;
  for (const instant of instants) if (instant !== null && instant > nowMs) first = Math.min(first, instant);
  return first;
}
