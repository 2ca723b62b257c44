import { REST_ROUTES } from '../../apps/api/src/openapi/rest-routes.js';
import type { IsolationWorld } from './isolation-world.js';
import { REST_CASES, type RestCase } from './rest-cases.js';
import type { HttpCall } from './session.js';

/**
 * The cross-tenant matrix generated from the route table (`apps/api/src/openapi/rest-routes.ts`, which a test
 * keeps equal to the routes Nest serves): every route with a path parameter, each parameter set to B's thing of
 * that name, called by every role of A. Nobody lists these calls: a new route joins the matrix as soon as it is
 * in the table. The body is the route's case example when it has one (so the call gets past shape validation
 * to the tenant check), else `{}`.
 */
export interface MatrixCall {
  operation: string;
  call: HttpCall;
  /** The path names B's organization or one of B's things: any role but the back-office ones must be refused. */
  refused: boolean;
  /** Roles that reach every organization by design (the case's `crossTenant`): not called with B's ids. */
  crossTenantRoles: readonly string[];
}

/** B's id for each path parameter name the routes use; a new name fails the matrix until it is added here. */
export function bIdsByParameter(w: IsolationWorld): Record<string, string> {
  return {
    organizationId: w.b.organizationId,
    userId: w.b.userIds[0]!,
    questionId: w.b.questionIds[0]!,
    rowId: w.b.rowIds[0]!,
    period: w.b.blockedPeriod,
    entityId: w.b.locationId,
    magicLinkId: w.b.magicLinks.revoked,
    uid: w.b.pendingInteractionUid,
    slug: 'ghg-protocol-scopes',
    // No request of B is made for the matrix: an id B's rows use stands in (answered 403 before any lookup).
    requestId: w.b.rowIds[0]!,
    productId: w.b.productId,
    sectionKey: 'raw-materials',
    // B has no spreadsheet import in the world: a row id of B stands for an id A must not reach.
    importId: w.b.rowIds[0]!,
    // B has no task or team in the world: a row id of B stands for them (refused before any lookup).
    taskId: w.b.rowIds[0]!,
    teamId: w.b.rowIds[0]!,
    measureId: w.b.reductionMeasureId,
    // The invoice B's administrator attached to its first vehicles row.
    evidenceId: w.b.evidenceId,
  };
}

export function matrixCalls(w: IsolationWorld): MatrixCall[] {
  const ids = bIdsByParameter(w);
  return REST_ROUTES.filter((route) => route.path.includes('/:')).map((route) => {
    const operation = `${route.method.toUpperCase()} ${route.path}`;
    const restCase = REST_CASES[operation] as RestCase | undefined;
    if (!restCase)
      throw new Error(`${operation} is in the route table but has no tenant case (rest-cases.ts)`);
    const path = route.path.replace(/:(\w+)/g, (_, name: string) => {
      const id = ids[name];
      if (!id) throw new Error(`${operation}: no id of B for the path parameter :${name} (route-matrix.ts)`);
      return encodeURIComponent(id);
    });
    const example = restCase.kind === 'not-an-operation' ? undefined : restCase.calls(w)[0];
    const call: HttpCall = {
      method: route.method.toUpperCase(),
      path,
      ...(route.method === 'get' ? {} : { body: example?.body ?? {} }),
      ...(example?.headers ? { headers: example.headers } : {}),
    };
    return {
      operation,
      call,
      refused: restCase.kind === 'refused',
      crossTenantRoles: (restCase.kind === 'refused' && restCase.crossTenant?.roles) || [],
    };
  });
}
