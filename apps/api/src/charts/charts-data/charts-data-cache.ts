import type { ChartsDataView } from '@ghg/contracts';
import { Injectable } from '@nestjs/common';

export interface ChartsDataCacheEntry {
  version: string;
  view: ChartsDataView;
  /** The REST body, serialised once on the first REST read: a dashboard reload costs no GROUP BY, no stringify. */
  rest: Buffer | null;
}

/**
 * Computed charts-data by organization, range and method, each stamped with the version of the organization's
 * answers it was computed at (see ChartsDataQuery). An entry serves only a request that reads the same version,
 * so it is never stale: any edit that reaches the read model changes the version. Least recently used entries
 * go first once `capacity` is reached; 0 turns the cache off.
 */
@Injectable()
export class ChartsDataCache {
  private readonly entries = new Map<string, ChartsDataCacheEntry>();
  capacity = 2000;

  get(key: string, version: string): ChartsDataCacheEntry | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.version !== version) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** The entry held for `key` whatever its version, without marking it used. */
  peek(key: string): ChartsDataCacheEntry | undefined {
    return this.entries.get(key);
  }

  set(key: string, version: string, view: ChartsDataView): ChartsDataCacheEntry {
    const entry: ChartsDataCacheEntry = { version, view, rest: null };
    if (this.capacity <= 0) return entry;
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return entry;
  }

  get size(): number {
    return this.entries.size;
  }
}

export const restBodyOf = (entry: Pick<ChartsDataCacheEntry, 'view' | 'rest'>): Buffer =>
  (entry.rest ??= Buffer.from(JSON.stringify(entry.view), 'utf8'));
