import { answersStreamId } from '@ghg/domain';
import {
  documentOf,
  graphqlOperations,
  type IntrospectedSchema,
  rootFieldOf,
  type TypeRef,
  typeOf,
} from './discover-operations.js';
import { GRAPHQL_CASES } from './graphql-cases.js';
import type { IsolationWorld } from './isolation-world.js';

/** One generated GraphQL call of the matrix: the document, its variables, who must not make it. */
export interface GraphqlMatrixCall {
  operation: string;
  query: string;
  variables: Record<string, unknown>;
  crossTenantRoles: readonly string[];
}

const namedOf = (ref: TypeRef): TypeRef => (ref.ofType ? namedOf(ref.ofType) : ref);

/**
 * The GraphQL half of the matrix, generated from the served schema: every root field, each argument (and each
 * field of an input-object argument) that names a thing set to B's thing of that name. Arguments that name
 * nothing get a harmless value of their type when required: a command on rows of B only, B's months.
 */
export function graphqlMatrixCalls(schema: IntrospectedSchema, w: IsolationWorld): GraphqlMatrixCall[] {
  const questionId = w.b.questionIds[0]!;
  const named: Record<string, unknown> = {
    organizationId: w.b.organizationId,
    questionId,
    period: w.b.blockedPeriod,
    streamId: answersStreamId(w.b.organizationId, questionId),
    rowId: w.b.rowIds[0],
    actorId: w.b.userIds[0],
    requestId: w.b.rowIds[0],
    // Only B's rows: in A's sheet none exists, so nothing of A changes either.
    command: { type: 'DeleteRows', rowIds: w.b.rowIds },
    expectedRevision: w.b.revisions[questionId],
    from: w.b.blockedPeriod,
    to: w.b.blockedPeriod,
    choice: 'custom',
    planName: 'FullAccess',
    // The year of B's months (blockedPeriod is YYYY-MM).
    year: Number(w.b.blockedPeriod.slice(0, 4)),
    tags: ['tenant-isolation'],
    measureId: w.b.reductionMeasureId,
    status: 'dropped',
    productId: w.b.productId,
    sectionKey: 'raw-materials',
    name: 'Matrix check product',
    declaredUnit: '1 kg',
    // B has no task or team (its plan lacks taskManagement): B's row id stands for them, B's people as members.
    taskId: w.b.rowIds[0],
    teamId: w.b.rowIds[0],
    rowIds: w.b.rowIds,
    memberIds: w.b.userIds,
    userId: w.b.userIds[0],
    comment: 'tenant-isolation',
    text: 'tenant-isolation',
    emailEnabled: true,
  };
  const valueOf = (name: string, ref: TypeRef): unknown => {
    if (name in named) return named[name];
    const type = namedOf(ref);
    if (type.kind !== 'INPUT_OBJECT') return undefined;
    const fields = typeOf(schema, type.name!).inputFields;
    const given = Object.fromEntries(
      (fields ?? []).map((f) => [f.name, valueOf(f.name, f.type)]).filter(([, v]) => v !== undefined),
    );
    return Object.keys(given).length > 0 || ref.kind === 'NON_NULL' ? given : undefined;
  };
  return graphqlOperations(schema)
    .filter((operation) => !operation.startsWith('Subscription.'))
    .flatMap((operation) => {
      const field = rootFieldOf(schema, operation);
      const variables = Object.fromEntries(
        field.args.map((a) => [a.name, valueOf(a.name, a.type)]).filter(([, v]) => v !== undefined),
      );
      const missing = field.args.filter((a) => a.type.kind === 'NON_NULL' && !(a.name in variables));
      if (missing.length > 0)
        throw new Error(`${operation}: no value of B for ${missing.map((a) => a.name)} (graphql-matrix.ts)`);
      return [
        {
          operation,
          query: documentOf(schema, operation, variables),
          variables,
          crossTenantRoles: GRAPHQL_CASES[operation]?.crossTenant?.roles ?? [],
        },
      ];
    });
}
