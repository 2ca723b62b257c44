import { DomainError } from '../shared/domain-error.js';
import { type ActorRole, isProviderRole } from '../user/roles.js';
import type { FullReportPreparationStarted, FullReportSent } from './report-request.events.js';
import type { ReportRequestsState } from './report-request.state.js';

export const DELIVERED_FILE_MAX_BYTES = 20 * 1024 * 1024;

export type StartReportPreparation = {
  type: 'StartReportPreparation';
  data: { requestId: string; organizationId: string; role: ActorRole; actorId: string };
};

export type SendFullReport = {
  type: 'SendFullReport';
  data: {
    requestId: string;
    organizationId: string;
    role: ActorRole;
    actorId: string;
    fileId: string;
    fileName: unknown;
    sizeBytes: number;
  };
};

export type ReportRequestProgressCommand = StartReportPreparation | SendFullReport;

function requestOf(state: ReportRequestsState, requestId: string) {
  const request = state.requests.get(requestId);
  if (!request) throw new DomainError('ROW_NOT_FOUND', 'This report request does not exist');
  return request;
}

/**
 * The provider team moves a full-report request: requested → in preparation → sent (with the delivered file).
 * Only provider people (FORBIDDEN otherwise); starting again records nothing; a sent request is final
 * (INVALID_TRANSITION); a file needs a name and 1 byte to 20 MB (VALIDATION_ERROR).
 */
export function decideReportRequestProgress(
  command: ReportRequestProgressCommand,
  state: ReportRequestsState,
): (FullReportPreparationStarted | FullReportSent)[] {
  const { requestId, organizationId, role, actorId } = command.data;
  if (!isProviderRole(role))
    throw new DomainError('FORBIDDEN', 'Only the provider team prepares full reports');
  const request = requestOf(state, requestId);
  if (request.state === 'sent') throw new DomainError('INVALID_TRANSITION', 'This report was already sent');
  if (command.type === 'StartReportPreparation') {
    if (request.state === 'in-preparation') return [];
    return [
      { type: 'FullReportPreparationStarted', data: { requestId, organizationId, startedBy: actorId } },
    ];
  }
  const fileName = typeof command.data.fileName === 'string' ? command.data.fileName.trim() : '';
  const fields = [];
  if (fileName === '' || fileName.length > 200)
    fields.push({ path: 'fileName', code: fileName ? 'too_long' : 'required' });
  if (command.data.sizeBytes <= 0) fields.push({ path: 'file', code: 'required' });
  else if (command.data.sizeBytes > DELIVERED_FILE_MAX_BYTES)
    fields.push({ path: 'file', code: 'too_large' });
  if (fields.length > 0) throw new DomainError('VALIDATION_ERROR', 'Validation error', fields);
  return [
    {
      type: 'FullReportSent',
      data: {
        requestId,
        organizationId,
        fileId: command.data.fileId,
        fileName,
        sizeBytes: command.data.sizeBytes,
        sentBy: actorId,
        requestedBy: request.requestedBy,
      },
    },
  ];
}
