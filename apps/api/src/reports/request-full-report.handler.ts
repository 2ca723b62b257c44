import { randomUUID } from 'node:crypto';
import type { FullReportRequestResultView, RequestFullReportInput } from '@ghg/contracts';
import { reportRequestsAggregateAt, reportRequestsStreamId, resolveReportPeriod } from '@ghg/domain';
import type { EventStore } from '@ghg/event-store';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { RequestContext } from '../context/request-context.js';
import { commandResultView } from '../shared/command-result.view.js';
import { executeOnStream } from '../shared/stream-command.js';
import { EVENT_STORE } from '../shared/tokens.js';
import { ReportPeriodInPlan } from './period-in-plan.js';

/** Someone of the caller's organization asks the provider team for the full report of a period. */
export class RequestFullReportCommand {
  constructor(
    readonly context: RequestContext,
    readonly input: RequestFullReportInput,
  ) {}
}

@CommandHandler(RequestFullReportCommand)
export class RequestFullReportHandler implements ICommandHandler<
  RequestFullReportCommand,
  FullReportRequestResultView
> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly inPlan: ReportPeriodInPlan,
  ) {}

  async execute({ context, input }: RequestFullReportCommand): Promise<FullReportRequestResultView> {
    const { organizationId, userId, role } = context.actor;
    const now = new Date();
    const requestId = input.requestId ?? randomUUID();
    // The plan is checked for a valid period only: an invalid one is refused by the domain with its fields.
    const chosen = resolveReportPeriod(input.period, now);
    if (chosen.ok) await this.inPlan.assert(organizationId, chosen.period);
    const outcome = await executeOnStream(
      this.store,
      reportRequestsStreamId(organizationId),
      reportRequestsAggregateAt(now),
      {
        type: 'RequestFullReport',
        data: {
          requestId,
          organizationId,
          period: input.period,
          requestedBy: userId,
          role,
          language: input.language ?? 'pl',
        },
      },
      context,
    );
    // Accepted, so the period resolved; a repeated request id answers the same months.
    if (!chosen.ok) throw new Error('an accepted report request has an invalid period');
    return { ...commandResultView(outcome), requestId, period: chosen.period };
  }
}
