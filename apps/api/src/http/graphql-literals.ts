import { isStorableText, type FieldError } from '@ghg/contracts';
import { GraphQLError, Lexer, Source, TokenKind } from 'graphql';

/**
 * A string literal of a GraphQL document may spell U+0000 as an escape (`"\u0000"`, `"\u{0}"`), which no
 * variables check sees and PostgreSQL refuses deep inside a command (500). The document is only lexed, and
 * only when it holds an escape; what does not lex is left to GraphQL's own syntax error. `request` is the parsed
 * request (body and query object) of any HTTP layer.
 */
export function graphqlLiteralsRefusal(request: {
  readonly body: unknown;
  readonly query: unknown;
}): FieldError[] {
  const body = request.body as { query?: unknown } | undefined;
  const fromQuery = (request.query as Record<string, unknown>).query;
  const document =
    typeof body?.query === 'string' ? body.query : typeof fromQuery === 'string' ? fromQuery : null;
  if (document === null || !document.includes('\\u')) return [];
  return literalsStorable(document) ? [] : [{ path: 'query', code: 'invalid_format' }];
}

function literalsStorable(document: string): boolean {
  const lexer = new Lexer(new Source(document));
  try {
    for (let token = lexer.advance(); token.kind !== TokenKind.EOF; token = lexer.advance()) {
      if ((token.kind === TokenKind.STRING || token.kind === TokenKind.BLOCK_STRING) && token.value)
        if (!isStorableText(token.value)) return false;
    }
  } catch (error) {
    if (error instanceof GraphQLError) return true;
    throw error;
  }
  return true;
}
