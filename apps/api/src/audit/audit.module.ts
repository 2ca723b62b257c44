import { Module } from '@nestjs/common';
import { AuditLogController } from './queries/audit-log.controller.js';
import { AuditLogQuery } from './queries/audit-log.query.js';
import { AuditLogResolver } from './queries/audit-log.resolver.js';

/** The organization's audit log (every event with its actor). */
@Module({
  controllers: [AuditLogController],
  providers: [AuditLogQuery, AuditLogResolver],
})
export class AuditModule {}
