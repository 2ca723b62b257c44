import type { z } from 'zod';

/** Each way assignable: the zod schema answers exactly the view type (optional and null included). */
type SameShape<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * The view interfaces are what the handlers return and the web reads; their zod schemas describe the same shape at
 * run time (the OpenAPI document, the GraphQL types of apps/api/src/graphql). `viewSchema<View>()(schema)` does not
 * compile when the two drift apart.
 */
export const viewSchema =
  <View>() =>
  <S extends z.ZodType>(schema: S, ..._same: SameShape<z.output<S>, View> extends true ? [] : [never]): S =>
    schema;
