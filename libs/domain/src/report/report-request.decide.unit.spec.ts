import { DomainError } from '../shared/domain-error.js';
import type { ActorRole } from '../user/roles.js';
import { decideReportRequest, type RequestFullReport } from './report-request.decide.js';
import { evolveReportRequests, initialReportRequestsState } from './report-request.state.js';
import { reportRequestsStreamId } from './report-request.events.js';

const NOW = new Date(2026, 10, 22, 9, 30); // 22 November 2026, local time
const ORG = 'org-1';

const request = (data: Partial<RequestFullReport['data']> = {}): RequestFullReport => ({
  type: 'RequestFullReport',
  data: {
    requestId: 'req-1',
    organizationId: ORG,
    period: { choice: 'previous-year' },
    requestedBy: 'user-1',
    role: 'administrator',
    language: 'pl',
    ...data,
  },
});

const refusal = (command: RequestFullReport) => {
  try {
    decideReportRequest(command, initialReportRequestsState, NOW);
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, fields: error.fields };
    throw error;
  }
  throw new Error('the command was accepted');
};

describe('requesting the full report', () => {
  it('given the previous year, when an administrator asks, then FullReportRequested for 2025-01 to 2025-12', () => {
    expect(decideReportRequest(request(), initialReportRequestsState, NOW)).toEqual([
      {
        type: 'FullReportRequested',
        data: {
          requestId: 'req-1',
          organizationId: ORG,
          period: { choice: 'previous-year', from: '2025-01', to: '2025-12' },
          requestedBy: 'user-1',
          language: 'pl',
        },
      },
    ]);
    expect(reportRequestsStreamId(ORG)).toBe('report-requests-org-1');
  });

  it.each([
    ['from-beginning', null, '2026-11'],
    ['current-year', '2026-01', '2026-11'],
  ])('given %s, when a member asks, then the months %s to %s', (choice, from, to) => {
    const [event] = decideReportRequest(
      request({ period: { choice }, role: 'member', language: 'en' }),
      initialReportRequestsState,
      NOW,
    );
    expect(event?.data.period).toEqual({ choice, from, to });
    expect(event?.data.language).toBe('en');
  });

  it('given a custom range, when asked, then its months as given', () => {
    const [event] = decideReportRequest(
      request({ period: { choice: 'custom', from: '2024-03', to: '2026-11' } }),
      initialReportRequestsState,
      NOW,
    );
    expect(event?.data.period).toEqual({ choice: 'custom', from: '2024-03', to: '2026-11' });
  });

  it('refuses a missing period, naming it', () => {
    for (const period of [undefined, null, {}, { choice: '' }]) {
      expect(refusal(request({ period }))).toEqual({
        code: 'VALIDATION_ERROR',
        fields: [{ path: 'period', code: 'period_required' }],
      });
    }
  });

  it('refuses an unknown choice and an unknown language together', () => {
    expect(refusal(request({ period: { choice: 'last-decade' }, language: 'de' }))).toEqual({
      code: 'VALIDATION_ERROR',
      fields: [
        { path: 'period.choice', code: 'invalid_value' },
        { path: 'language', code: 'invalid_value' },
      ],
    });
  });

  it('refuses a custom range without months, with malformed months, reversed or in the future', () => {
    expect(refusal(request({ period: { choice: 'custom' } })).fields).toEqual([
      { path: 'period.from', code: 'required' },
      { path: 'period.to', code: 'required' },
    ]);
    expect(refusal(request({ period: { choice: 'custom', from: '03-2025', to: '2025-13' } })).fields).toEqual(
      [
        { path: 'period.from', code: 'invalid_format' },
        { path: 'period.to', code: 'invalid_format' },
      ],
    );
    expect(refusal(request({ period: { choice: 'custom', from: '2025-06', to: '2025-05' } })).fields).toEqual(
      [{ path: 'period.to', code: 'invalid_period_range' }],
    );
    expect(refusal(request({ period: { choice: 'custom', from: '2026-01', to: '2026-12' } })).fields).toEqual(
      [{ path: 'period.to', code: 'date_in_future' }],
    );
    expect(refusal(request({ period: { choice: 'custom', from: '2027-01', to: '2026-05' } })).fields).toEqual(
      [
        { path: 'period.from', code: 'date_in_future' },
        { path: 'period.to', code: 'invalid_period_range' },
      ],
    );
  });

  it.each<ActorRole>(['auditor', 'provider-staff', 'provider-supervisor'])(
    'refuses %s with FORBIDDEN',
    (role) => {
      expect(refusal(request({ role })).code).toBe('FORBIDDEN');
    },
  );

  it('given the same request id again (a retried click), then nothing new is recorded', () => {
    const events = decideReportRequest(request(), initialReportRequestsState, NOW);
    const state = events.reduce(evolveReportRequests, initialReportRequestsState);
    expect(decideReportRequest(request(), state, NOW)).toEqual([]);
    expect(decideReportRequest(request({ requestId: 'req-2' }), state, NOW)).toHaveLength(1);
  });
});
