import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { GraphQLError, type ValidationContext, type ValidationRule } from 'graphql';
import { oneMutationFieldRule } from './one-mutation-field.rule.js';
import { responseSizeCap } from './response-size.plugin.js';

/**
 * What one GraphQL request may ask for (finding H2: 3,000 aliases gave a 184 MB answer and 2.97 GB of memory).
 * The web app's own documents stay inside (web-documents-fit.unit.spec.ts checks every one under apps/web/src;
 * today at most 0 aliases, cost 510, 137 tokens, no directives, and depth 6 — the typed line working, written out
 * without fragments, is at the limit): the figures leave room for them to grow, not for one request to multiply
 * the work of many.
 * Introspection (`__schema`) is left out of depth and cost by graphql-armor, so development tools keep working
 * (graphql-js's own MaxIntrospectionDepthRule still refuses nesting it deeper than they do); production turns
 * introspection off altogether.
 */
export const GRAPHQL_LIMITS = {
  aliases: 10,
  depth: 6,
  /** graphql-armor's cost: 2 per object field, 1 per scalar, times 1.5 per level of depth. */
  cost: 1000,
  tokens: 1000,
  directives: 10,
  /** Serialized answer, in bytes: a backstop should a permitted request still produce too much. */
  responseBytes: 5 * 1024 * 1024,
} as const;

export interface GraphQLLimitsOptions {
  /** Production hides the schema: no field suggestions ("Did you mean …") in error messages either. */
  hideSchema: boolean;
}

/** The Apollo options that enforce the limits: validation rules (refused with 400 before execution) and plugins. */
export function graphqlLimits(options: GraphQLLimitsOptions): {
  parseOptions: { maxTokens: number };
  validationRules: ValidationRule[];
  plugins: ApolloServerPlugin[];
  allowBatchedHttpRequests: false;
} {
  const config: ConstructorParameters<typeof ApolloArmor>[0] = {
    maxAliases: { n: GRAPHQL_LIMITS.aliases, ...reportedAs('aliases') },
    maxDepth: { n: GRAPHQL_LIMITS.depth, ...reportedAs('depth') },
    costLimit: { maxCost: GRAPHQL_LIMITS.cost, ...reportedAs('cost') },
    maxDirectives: { n: GRAPHQL_LIMITS.directives, ...reportedAs('directives') },
    // graphql-armor's token plugin throws from Apollo's parsing hook, which Apollo 5 answers with a 500; graphql-js
    // counts tokens itself while parsing (the same check, done once), and Apollo answers that with a 400.
    maxTokens: { enabled: false },
    blockFieldSuggestion: { enabled: options.hideSchema },
  };
  const armor = new ApolloArmor(config).protect();
  return {
    parseOptions: { maxTokens: GRAPHQL_LIMITS.tokens },
    validationRules: [...armor.validationRules, oneMutationFieldRule],
    plugins: [...armor.plugins, responseSizeCap(GRAPHQL_LIMITS.responseBytes)],
    // An array of operations in one body would multiply every limit above by its length.
    allowBatchedHttpRequests: false,
  };
}

/** A limit broken during validation: Apollo answers 400 GRAPHQL_VALIDATION_FAILED, naming the limit. */
function reportedAs(limit: keyof typeof GRAPHQL_LIMITS) {
  return {
    propagateOnRejection: false,
    onReject: [
      (context: ValidationContext | null, error: GraphQLError) =>
        context?.reportError(new GraphQLError(error.message, { extensions: { limit } })),
    ],
  };
}
