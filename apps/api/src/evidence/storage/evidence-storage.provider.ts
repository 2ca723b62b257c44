import type { Db } from '@ghg/database';
import type { Provider } from '@nestjs/common';
import type { ApiConfig } from '../../config/api-config.js';
import { API_CONFIG, DB } from '../../shared/tokens.js';
import { DiskEvidenceStorage } from './disk-evidence-storage.js';
import { EVIDENCE_STORAGE, type EvidenceStorage } from './evidence-storage.port.js';
import { PostgresEvidenceStorage } from './postgres-evidence-storage.js';

export function evidenceStorageOf(config: ApiConfig, db: Db): EvidenceStorage {
  const settings = config.evidenceStorage;
  return settings.kind === 'disk' ? new DiskEvidenceStorage(settings.dir) : new PostgresEvidenceStorage(db);
}

/** The adapter the configuration names (GHG_EVIDENCE_STORAGE), by the EVIDENCE_STORAGE token. */
export const evidenceStorageProvider: Provider = {
  provide: EVIDENCE_STORAGE,
  useFactory: evidenceStorageOf,
  inject: [API_CONFIG, DB],
};
