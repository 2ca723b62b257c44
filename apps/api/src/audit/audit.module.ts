import { Module } from '@nestjs/common';
import { AuditLogController, AuditLogQuery, AuditLogResolver } from './queries/audit-log.query.js';

/** The organization's audit log (every event with its actor). */
@Module({
  controllers: [AuditLogController],
  providers: [AuditLogQuery, AuditLogResolver],
})
export class AuditModule {}
