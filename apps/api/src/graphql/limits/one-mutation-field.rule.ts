import { GraphQLError, Kind, type SelectionSetNode, type ValidationContext, type ASTVisitor } from 'graphql';

/**
 * A mutation may change one thing per request: two mutation fields (or two aliases of one, such as 300
 * `requestFullReport`s) are refused whole before anything runs. One user action is one command (and one
 * transaction); a client that has two to do sends two requests.
 */
export function oneMutationFieldRule(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(operation) {
      if (operation.operation !== 'mutation') return;
      const keys = new Set<string>();
      collectResponseKeys(context, operation.selectionSet, keys, new Set());
      if (keys.size > 1) {
        context.reportError(
          new GraphQLError(`One mutation per request: this one asks for ${keys.size}`, {
            nodes: [operation],
            extensions: { limit: 'mutations' },
          }),
        );
      }
    },
  };
}

/**
 * The root fields as execution sees them: one per response key (alias or name), through `...F` and
 * `... on Mutation` too; `__typename` changes nothing.
 */
function collectResponseKeys(
  context: ValidationContext,
  selectionSet: SelectionSetNode,
  keys: Set<string>,
  visited: Set<string>,
): void {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value !== '__typename') keys.add(selection.alias?.value ?? selection.name.value);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      collectResponseKeys(context, selection.selectionSet, keys, visited);
    } else if (!visited.has(selection.name.value)) {
      visited.add(selection.name.value);
      const fragment = context.getFragment(selection.name.value);
      if (fragment) collectResponseKeys(context, fragment.selectionSet, keys, visited);
    }
  }
}
