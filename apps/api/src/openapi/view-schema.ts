import type { z } from 'zod';

/** Each way assignable: the zod schema answers exactly the contracts' view type (optional and null included). */
type SameShape<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * The response schemas of the OpenAPI document mirror the view interfaces of `@ghg/contracts` (the types the
 * handlers return and the web reads). `viewSchema<View>()(schema)` does not compile when the two drift apart,
 * so the document cannot describe an answer the code does not give.
 */
export const viewSchema =
  <View>() =>
  <S extends z.ZodType>(schema: S, ..._same: SameShape<z.output<S>, View> extends true ? [] : [never]): S =>
    schema;
