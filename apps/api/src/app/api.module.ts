import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { GraphQLModule } from '@nestjs/graphql';
import type { FastifyRequest } from 'fastify';
import { AccessModule } from '../access/access.module.js';
import { AnswersModule } from '../answers/answers.module.js';
import { ArticlesModule } from '../articles/articles.module.js';
import { ProductsModule } from '../products/products.module.js';
import { AuditModule } from '../audit/audit.module.js';
import { BackofficeModule } from '../backoffice/backoffice.module.js';
import { BenchmarksModule } from '../benchmarks/benchmarks.module.js';
import { ChartsModule } from '../charts/charts.module.js';
import { CompanyModule } from '../company/company.module.js';
import { EvidenceModule } from '../evidence/evidence.module.js';
import { RequestContextMiddleware } from '../context/request-context.middleware.js';
import { JsonScalar } from '../graphql/json.scalar.js';
import { graphqlLimits } from '../graphql/limits/graphql-limits.js';
import { typeDefs } from '../graphql/schema.graphql.js';
import { HealthModule } from '../health/health.module.js';
import { ApiExceptionFilter } from '../http/api-exception.filter.js';
import { ReadYourWritesMiddleware } from '../http/read-your-writes.middleware.js';
import { SignedInRequestMiddleware } from '../http/signed-in-request.middleware.js';
import { InvitationsModule } from '../invitations/invitations.module.js';
import { LocationsModule } from '../locations/locations.module.js';
import { SpreadsheetsModule } from '../spreadsheets/spreadsheets.module.js';
import { PortfolioModule } from '../portfolio/portfolio.module.js';
import { OpenApiModule } from '../openapi/openapi.module.js';
import { OrganizationsModule } from '../organizations/organizations.module.js';
import { OutboxModule } from '../outbox/outbox.module.js';
import { RegistrationModule } from '../registration/registration.module.js';
import { ReductionModule } from '../reduction/reduction.module.js';
import { ReportsModule } from '../reports/reports.module.js';
import { type ApiPorts, PortsModule } from '../shared/ports.module.js';
import { SupportModule } from '../support/support.module.js';
import { UsersModule } from '../users/users.module.js';
import { TasksModule } from '../tasks/tasks.module.js';

export type ApiModuleOptions = ApiPorts;

/** Every feature of the API, one Nest module per feature folder (each lists its own controllers and handlers). */
export const FEATURE_MODULES = [
  AccessModule,
  OpenApiModule,
  HealthModule,
  UsersModule,
  OrganizationsModule,
  InvitationsModule,
  RegistrationModule,
  OutboxModule,
  CompanyModule,
  LocationsModule,
  AnswersModule,
  AuditModule,
  ChartsModule,
  BenchmarksModule,
  ReportsModule,
  ReductionModule,
  BackofficeModule,
  ArticlesModule,
  SupportModule,
  TasksModule,
  ProductsModule,
  SpreadsheetsModule,
  EvidenceModule,
  PortfolioModule,
];

/** The whole API, wired with the adapters it is given (PGlite or PostgreSQL, demo actor or sessions). */
@Module({})
export class ApiModule {
  static with(options: ApiModuleOptions): DynamicModule {
    return {
      module: ApiModule,
      imports: [
        PortsModule.with(options),
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
          // @as-integrations/fastify calls it with Fastify's request, where the session step put `ghg`.
          context: (request: FastifyRequest) => ({ req: request }),
        }),
        ...FEATURE_MODULES,
      ],
      // Every REST route and GraphQL field passes the access guard (access/access.module.ts).
      providers: [
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
        // The session and the read-your-writes wait, run as one step by the app's preValidation hook
        // (create-api-app.ts, app/request-hooks.ts), each made by Nest with its own dependencies.
        RequestContextMiddleware,
        ReadYourWritesMiddleware,
        SignedInRequestMiddleware,
      ],
    };
  }
}
