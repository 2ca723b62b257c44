/**
 * The response schemas of the OpenAPI document mirror the view interfaces of `@ghg/contracts`:
 * `viewSchema<View>()(schema)` does not compile when the two drift apart, so the document cannot describe an answer
 * the code does not give. The helper lives in the contracts, beside the view schemas GraphQL's types come from.
 */
export { viewSchema } from '@ghg/contracts';
