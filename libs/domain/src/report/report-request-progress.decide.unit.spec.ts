import { DomainError } from '../shared/domain-error.js';
import type { ActorRole } from '../user/roles.js';
import { decideReportRequest } from './report-request.decide.js';
import {
  decideReportRequestProgress,
  type ReportRequestProgressCommand,
} from './report-request-progress.decide.js';
import {
  evolveReportRequests,
  initialReportRequestsState,
  type ReportRequestsState,
} from './report-request.state.js';

const NOW = new Date(2026, 10, 22, 9, 30);
const requested = decideReportRequest(
  {
    type: 'RequestFullReport',
    data: {
      requestId: 'req-1',
      organizationId: 'org-1',
      period: { choice: 'previous-year' },
      requestedBy: 'user-1',
      role: 'member',
      language: 'pl',
    },
  },
  initialReportRequestsState,
  NOW,
).reduce(evolveReportRequests, initialReportRequestsState);

const start = (role: ActorRole = 'provider-staff', requestId = 'req-1'): ReportRequestProgressCommand => ({
  type: 'StartReportPreparation',
  data: { requestId, organizationId: 'org-1', role, actorId: 'staff-1' },
});
const send = (
  data: Partial<{ fileName: unknown; sizeBytes: number; role: ActorRole }> = {},
): ReportRequestProgressCommand => ({
  type: 'SendFullReport',
  data: {
    requestId: 'req-1',
    organizationId: 'org-1',
    role: 'provider-staff',
    actorId: 'staff-1',
    fileId: 'file-1',
    fileName: ' raport-2025.pdf ',
    sizeBytes: 1234,
    ...data,
  },
});
const step = (command: ReportRequestProgressCommand, state: ReportRequestsState) =>
  decideReportRequestProgress(command, state).reduce(evolveReportRequests, state);
const refusal = (command: ReportRequestProgressCommand, state: ReportRequestsState) => {
  try {
    decideReportRequestProgress(command, state);
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, fields: error.fields };
    throw error;
  }
  throw new Error('the command was accepted');
};

describe('a full-report request moves requested → in preparation → sent', () => {
  it('the provider team starts it and sends the file; the requester is named for the notification', () => {
    expect(requested.requests.get('req-1')?.state).toBe('requested');
    const preparing = step(start(), requested);
    expect(preparing.requests.get('req-1')?.state).toBe('in-preparation');
    expect(decideReportRequestProgress(start(), preparing)).toEqual([]);
    expect(decideReportRequestProgress(send(), preparing)).toEqual([
      {
        type: 'FullReportSent',
        data: {
          requestId: 'req-1',
          organizationId: 'org-1',
          fileId: 'file-1',
          fileName: 'raport-2025.pdf',
          sizeBytes: 1234,
          sentBy: 'staff-1',
          requestedBy: 'user-1',
        },
      },
    ]);
    const sent = step(send(), preparing);
    expect(sent.requests.get('req-1')?.state).toBe('sent');
    expect(refusal(start(), sent).code).toBe('INVALID_TRANSITION');
    expect(refusal(send(), sent).code).toBe('INVALID_TRANSITION');
  });

  it('refuses the organization’s people, an unknown request, a file without name or content or too large', () => {
    expect(refusal(start('administrator'), requested).code).toBe('FORBIDDEN');
    expect(refusal(send({ role: 'member' }), requested).code).toBe('FORBIDDEN');
    expect(refusal(start('provider-supervisor', 'nope'), requested).code).toBe('ROW_NOT_FOUND');
    expect(refusal(send({ fileName: ' ', sizeBytes: 0 }), requested).fields).toEqual([
      { path: 'fileName', code: 'required' },
      { path: 'file', code: 'required' },
    ]);
    expect(refusal(send({ sizeBytes: 21 * 1024 * 1024 }), requested).fields).toEqual([
      { path: 'file', code: 'too_large' },
    ]);
  });
});
