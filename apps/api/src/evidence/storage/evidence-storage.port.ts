/** Where an attached file's bytes are, by organization and evidence id (the event and the list hold the rest). */
export interface EvidenceKey {
  readonly organizationId: string;
  readonly evidenceId: string;
}

/**
 * The bytes of attached files (issue 23), behind one port: disk in embedded mode, PostgreSQL in production
 * (GHG_EVIDENCE_STORAGE). Bytes are written before the event that lists them and deleted again if the event is
 * refused; nothing serves bytes whose file is not listed.
 */
export interface EvidenceStorage {
  readonly kind: 'disk' | 'postgres';
  put(key: EvidenceKey, bytes: Buffer): Promise<void>;
  /** The bytes, or null when none are stored under the key. */
  get(key: EvidenceKey): Promise<Buffer | null>;
  delete(key: EvidenceKey): Promise<void>;
}

export const EVIDENCE_STORAGE = Symbol('EvidenceStorage');
