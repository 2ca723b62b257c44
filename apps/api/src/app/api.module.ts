import type { Db } from '@ghg/database';
import type { EventStore } from '@ghg/event-store';
import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { type DynamicModule, type MiddlewareConsumer, Module, type NestModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { GraphQLModule } from '@nestjs/graphql';
import type { Request } from 'express';
import { AnswerInitialQuestionsController } from '../company/answer-initial-questions/answer-initial-questions.controller.js';
import { AnswerInitialQuestionsHandler } from '../company/answer-initial-questions/answer-initial-questions.handler.js';
import { AnswerInitialQuestionsResolver } from '../company/answer-initial-questions/answer-initial-questions.resolver.js';
import {
  InitialQuestionsController,
  InitialQuestionsQuery,
  InitialQuestionsResolver,
} from '../company/queries/initial-questions.query.js';
import { AnswerCommandController } from '../answers/answer-command/answer-command.controller.js';
import { AnswerCommandHandler } from '../answers/answer-command/answer-command.handler.js';
import { AnswerCommandResolver } from '../answers/answer-command/answer-command.resolver.js';
import { ClientBlockedPeriodsController } from '../backoffice/client-blocked-periods.controller.js';
import { ChangeBlockedPeriodController } from '../answers/blocked-periods/change-blocked-period.controller.js';
import { ChangeBlockedPeriodHandler } from '../answers/blocked-periods/change-blocked-period.handler.js';
import { ChangeBlockedPeriodResolver } from '../answers/blocked-periods/change-blocked-period.resolver.js';
import { AnswerAuditCsvController } from '../answers/queries/answer-audit.controller.js';
import { AnswerAuditQuery, AnswerAuditResolver } from '../answers/queries/answer-audit.query.js';
import { BlockedPeriodsQuery, BlockedPeriodsResolver } from '../answers/queries/blocked-periods.query.js';
import {
  QuestionCatalogueController,
  QuestionCatalogueResolver,
} from '../answers/queries/question-catalogue.query.js';
import { ReportOverviewQuery, ReportOverviewResolver } from '../answers/queries/report-overview.query.js';
import { SectionSheetQuery, SectionSheetResolver } from '../answers/queries/section-sheet.query.js';
import { AuditLogController, AuditLogQuery, AuditLogResolver } from '../audit/queries/audit-log.query.js';
import type { ApiConfig } from '../config/api-config.js';
import type { Logger } from '../config/logger.js';
import { ActorResolver } from '../context/actor-resolver.js';
import { RequestContextMiddleware } from '../context/request-context.middleware.js';
import { JsonScalar } from '../graphql/json.scalar.js';
import { typeDefs } from '../graphql/schema.graphql.js';
import { graphqlLimits } from '../graphql/limits/graphql-limits.js';
import { HealthController } from '../health/health.controller.js';
import { OpenApiController } from '../openapi/openapi.controller.js';
import { ApiExceptionFilter } from '../http/api-exception.filter.js';
import { ReadYourWritesMiddleware } from '../http/read-your-writes.middleware.js';
import { API_CONFIG, DB, EVENT_STORE, LOGGER } from '../shared/tokens.js';
import { MeController, MeQuery, MeResolver } from '../users/queries/me.query.js';
import { ModuleAccessGuard } from '../access/module-access.guard.js';
import { OrganizationAccessReader } from '../access/organization-access.js';
import {
  BackofficeCommands,
  BackofficeCommandsController,
  BackofficeCommandsResolver,
} from '../backoffice/backoffice-commands.js';
import {
  BackofficeOrganizationsController,
  BackofficeOrganizationsQuery,
  BackofficeOrganizationsResolver,
} from '../backoffice/backoffice-organizations.query.js';
import {
  BackofficeReportRequestsController,
  BackofficeReportRequestsQuery,
  BackofficeReportRequestsResolver,
} from '../backoffice/backoffice-report-requests.query.js';
import { REPORT_CONTROLLERS, REPORT_PROVIDERS } from '../reports/reports.providers.js';
import { ARTICLE_CONTROLLERS, ARTICLE_PROVIDERS } from '../articles/articles.providers.js';
import { LOCATION_CONTROLLERS, LOCATION_PROVIDERS } from '../locations/locations.providers.js';
import { OrganizationController, OrganizationQuery } from '../organizations/organization.query.js';
import { SelectOrganizationController } from '../users/select-organization.controller.js';
import { PROFILE_CONTROLLERS, PROFILE_PROVIDERS } from '../users/profile/profile.providers.js';
import { AdminMagicLinksController, InvitationsController } from '../invitations/invitations.controller.js';
import { InvitationAcceptanceController } from '../invitations/invitation-acceptance.controller.js';
import { InvitationAcceptanceService } from '../invitations/invitation-acceptance.service.js';
import { InvitationsService } from '../invitations/invitations.service.js';
import { OrganizationUsersController } from '../invitations/organization-users.controller.js';
import { OutboxController } from '../outbox/outbox.controller.js';
import { MagicLinkController } from '../registration/magic-link.controller.js';
import { MagicRateLimitMiddleware } from '../registration/magic-rate-limit.middleware.js';
import { RegistrationService } from '../registration/registration.service.js';
import { BenchmarkController, BenchmarkQuery, BenchmarkResolver } from '../benchmarks/benchmark.query.js';
import { ChartsDataCache } from '../charts/charts-data-cache.js';
import { ChartsDataController, ChartsDataQuery, ChartsDataResolver } from '../charts/charts-data.query.js';
import {
  EmissionLinesController,
  EmissionLinesQuery,
  EmissionLinesResolver,
} from '../charts/emission-lines.query.js';
import {
  EmissionLineWorkingController,
  EmissionLineWorkingQuery,
  EmissionLineWorkingResolver,
} from '../charts/emission-line-working.query.js';

export interface ApiModuleOptions {
  db: Db;
  store: EventStore;
  config: ApiConfig;
  logger: Logger;
  actors: ActorResolver;
}

/** The whole API, wired with the adapters it is given (PGlite or PostgreSQL, demo actor or sessions). */
@Module({})
export class ApiModule implements NestModule {
  static with(options: ApiModuleOptions): DynamicModule {
    return {
      module: ApiModule,
      imports: [
        CqrsModule.forRoot(),
        GraphQLModule.forRoot<ApolloDriverConfig>({
          driver: ApolloDriver,
          typeDefs,
          resolvers: { JSON: JsonScalar },
          path: '/graphql',
          // No landing page in any mode; the schema is read from the code (graphql/schema.graphql.ts).
          playground: false,
          introspection: options.config.graphqlIntrospection,
          ...graphqlLimits({ hideSchema: !options.config.graphqlIntrospection }),
          includeStacktraceInErrorResponses: false,
          // Our error filter puts the status the spec wants (400, 403, 409...) into extensions.http; Nest's
          // Apollo driver would otherwise reset every answer that has `data` to 200.
          preserveHttpStatusForExecutionErrors: false,
          context: ({ req }: { req: Request }) => ({ req }),
        }),
      ],
      controllers: [
        OpenApiController,
        InvitationsController,
        AdminMagicLinksController,
        OrganizationUsersController,
        InvitationAcceptanceController,
        OutboxController,
        MagicLinkController,
        HealthController,
        MeController,
        OrganizationController,
        SelectOrganizationController,
        BackofficeOrganizationsController,
        BackofficeCommandsController,
        AnswerInitialQuestionsController,
        InitialQuestionsController,
        AuditLogController,
        AnswerCommandController,
        ChangeBlockedPeriodController,
        ClientBlockedPeriodsController,
        AnswerAuditCsvController,
        QuestionCatalogueController,
        ChartsDataController,
        EmissionLinesController,
        EmissionLineWorkingController,
        BenchmarkController,
        BackofficeReportRequestsController,
        ...REPORT_CONTROLLERS,
        ...PROFILE_CONTROLLERS,
        ...LOCATION_CONTROLLERS,
        ...ARTICLE_CONTROLLERS,
      ],
      providers: [
        InvitationsService,
        InvitationAcceptanceService,
        RegistrationService,
        { provide: DB, useValue: options.db },
        { provide: EVENT_STORE, useValue: options.store },
        { provide: API_CONFIG, useValue: options.config },
        { provide: LOGGER, useValue: options.logger },
        { provide: ActorResolver, useValue: options.actors },
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
        // Every REST route and GraphQL field passes the plan and status check (apps/api/src/access).
        { provide: APP_GUARD, useClass: ModuleAccessGuard },
        OrganizationAccessReader,
        OrganizationQuery,
        BackofficeOrganizationsQuery,
        BackofficeOrganizationsResolver,
        BackofficeCommands,
        BackofficeCommandsResolver,
        AnswerInitialQuestionsHandler,
        AnswerInitialQuestionsResolver,
        InitialQuestionsQuery,
        InitialQuestionsResolver,
        AuditLogQuery,
        AuditLogResolver,
        MeQuery,
        MeResolver,
        AnswerCommandHandler,
        AnswerCommandResolver,
        ChangeBlockedPeriodHandler,
        ChangeBlockedPeriodResolver,
        BlockedPeriodsQuery,
        BlockedPeriodsResolver,
        SectionSheetQuery,
        SectionSheetResolver,
        ReportOverviewQuery,
        ReportOverviewResolver,
        AnswerAuditQuery,
        AnswerAuditResolver,
        QuestionCatalogueResolver,
        ChartsDataCache,
        ChartsDataQuery,
        ChartsDataResolver,
        EmissionLinesQuery,
        EmissionLinesResolver,
        EmissionLineWorkingQuery,
        EmissionLineWorkingResolver,
        BenchmarkQuery,
        BenchmarkResolver,
        BackofficeReportRequestsQuery,
        BackofficeReportRequestsResolver,
        ...REPORT_PROVIDERS,
        ...PROFILE_PROVIDERS,
        ...LOCATION_PROVIDERS,
        ...ARTICLE_PROVIDERS,
      ],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    // Magic links are public (no session) and limited per client like sign-in.
    consumer.apply(MagicRateLimitMiddleware).forRoutes('api/magic/*path');
    // The read-your-writes wait comes after the session: a request without one is answered 401 before it.
    // The API's description is public like the web app's code (no data); every route checks the session itself.
    consumer
      .apply(RequestContextMiddleware, ReadYourWritesMiddleware)
      .exclude('api/magic/*path', 'api/openapi.json', 'api/docs')
      .forRoutes('graphql', 'api/*path');
  }
}
