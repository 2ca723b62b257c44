import { PATH_METADATA } from '@nestjs/common/constants.js';
import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { GraphQLResolveInfo } from 'graphql';
import { canManageOrganizations, canWrite } from '@ghg/domain';
import { contextOf, type RequestWithContext } from '../context/request-context.js';
import { ApiError } from '../shared/api-error.js';
import { ACCESS_METADATA, type AccessArgs, type AccessRule } from './access-rule.js';
import { ACCESS_TABLE } from './access-table.js';
import { OrganizationAccessReader } from './organization-access.js';

/**
 * One gate in front of every REST route and GraphQL field: the rule declared for the operation (decorator,
 * else ACCESS_TABLE) against the plan and status of the actor's organization. An operation without a rule is
 * refused, so a new one cannot slip through unchecked. Every write (a REST method other than GET/HEAD, a
 * GraphQL mutation) is refused here to a read-only role unless its rule is self-service: no handler has to
 * remember the auditor.
 */
@Injectable()
export class ModuleAccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly organizations: OrganizationAccessReader,
  ) {}

  /**
   * REST: the key and rule per controller, handler and method, found once (decorators do not change at run time)
   * instead of reading the metadata and building the key on every request (issue 22).
   */
  private readonly declared = new WeakMap<object, Map<object, Map<string, Declared>>>();

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const { key, rule, args, req, write } = this.operationAndRuleOf(context);
    if (!rule) {
      throw new ApiError(403, 'FORBIDDEN', `No access rule declared for ${key} (apps/api/src/access)`);
    }
    if (write && !rule.selfService) {
      const actor = contextOf(req).actor;
      if (!canWrite(actor.role)) throw new ApiError(403, 'FORBIDDEN', READ_ONLY_MESSAGE);
    }
    if (rule.kind === 'open') return true;
    const actor = contextOf(req).actor;
    if (rule.kind === 'provider') {
      if (!canManageOrganizations(actor.role)) {
        throw new ApiError(403, 'FORBIDDEN', 'Only provider staff can do this');
      }
      return true;
    }
    const access = await this.organizations.of(actor.organizationId);
    if (access.status !== 'active') {
      throw new ApiError(
        403,
        'ORGANIZATION_BLOCKED',
        access.status === 'expired' ? 'Freemium access expired' : 'The organization is blocked',
      );
    }
    if (rule.kind === 'signed-in' || access.permissions === null) return true;
    const granted = access.permissions;
    if (!rule.anyOf(args()).some((module) => granted.includes(module))) {
      throw new ApiError(403, 'MODULE_NOT_IN_PLAN', 'This is a premium feature');
    }
    return true;
  }

  private operationAndRuleOf(context: ExecutionContext): Operation & Pick<Declared, 'rule'> {
    const handler = context.getHandler();
    const ruleOf = (key: string) =>
      this.reflector.get<AccessRule | undefined>(ACCESS_METADATA, handler) ?? ACCESS_TABLE[key];
    if ((context.getType() as string) === 'graphql') {
      const operation = operationOf(context);
      return { ...operation, rule: ruleOf(operation.key) };
    }
    const req = context.switchToHttp().getRequest<RequestWithContext>();
    // By handler, then controller and method: an inherited handler may serve controllers at different paths.
    let byController = this.declared.get(handler);
    if (!byController) this.declared.set(handler, (byController = new Map()));
    const controller = context.getClass();
    let byMethod = byController.get(controller);
    if (!byMethod) byController.set(controller, (byMethod = new Map()));
    let declared = byMethod.get(req.method);
    if (!declared) {
      const key = routeKey(req.method, controller, handler);
      byMethod.set(req.method, (declared = { key, rule: ruleOf(key) }));
    }
    return { ...restOperationOf(req, declared.key), rule: declared.rule };
  }
}

export const READ_ONLY_MESSAGE = 'Your role can read but not change anything (auditor)';

/** The operation's key in ACCESS_TABLE, its arguments (read when a rule needs them), the request, and whether it is a write. */
interface Operation {
  key: string;
  args: () => AccessArgs;
  req: RequestWithContext;
  write: boolean;
}

interface Declared {
  key: string;
  rule: AccessRule | undefined;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function operationOf(context: ExecutionContext): Operation {
  if ((context.getType() as string) === 'graphql') {
    const gql = GqlExecutionContext.create(context);
    const info = gql.getInfo<GraphQLResolveInfo>();
    const req = gql.getContext<{ req: RequestWithContext }>().req;
    const write = info.operation.operation !== 'query';
    const args = gql.getArgs<AccessArgs>();
    return { key: `${info.parentType.name}.${info.fieldName}`, args: () => args, req, write };
  }
  const req = context.switchToHttp().getRequest<RequestWithContext>();
  return restOperationOf(req, routeKey(req.method, context.getClass(), context.getHandler()));
}

function restOperationOf(req: RequestWithContext, key: string): Operation {
  const write = !READS.has(req.method.toUpperCase());
  return { key, args: () => ({ ...(req.query as AccessArgs), ...req.params }), req, write };
}

/** 'METHOD /controller/path/method-path' as written in the decorators (parameters as :names). */
export function routeKey(method: string, controller: object, handler: object): string {
  const parts = [Reflect.getMetadata(PATH_METADATA, controller), Reflect.getMetadata(PATH_METADATA, handler)]
    .flatMap((p: unknown) => (Array.isArray(p) ? [p[0]] : [p]))
    .filter((p): p is string => typeof p === 'string' && p !== '' && p !== '/')
    .map((p) => p.replace(/^\/+|\/+$/g, ''));
  return `${method.toUpperCase()} /${parts.join('/')}`;
}
