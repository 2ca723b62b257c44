import { Module } from '@nestjs/common';
import { AttachEvidenceController } from './attach-evidence/attach-evidence.controller.js';
import { AttachEvidenceHandler } from './attach-evidence/attach-evidence.handler.js';
import { EvidenceFilesController } from './evidence-files/evidence-files.controller.js';
import { EvidenceFilesQuery } from './evidence-files/evidence-files.query.js';
import { RemoveEvidenceController } from './remove-evidence/remove-evidence.controller.js';
import { RemoveEvidenceHandler } from './remove-evidence/remove-evidence.handler.js';
import { evidenceStorageProvider } from './storage/evidence-storage.provider.js';

/** Evidence attachments (issue 23): files on rows and sections, their list and their bytes. */
@Module({
  controllers: [AttachEvidenceController, RemoveEvidenceController, EvidenceFilesController],
  providers: [AttachEvidenceHandler, RemoveEvidenceHandler, EvidenceFilesQuery, evidenceStorageProvider],
})
export class EvidenceModule {}
