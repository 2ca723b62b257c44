import { dataQualityQuerySchema } from '@ghg/contracts';
import { parseOrThrow } from '../../shared/api-error.js';
import { chartsFilterOf, givenOnly, storedScopeOf } from '../charts-filter.js';
import type { DataQualityFilter } from './data-quality.query.js';

/** data-quality query (REST or GraphQL arguments) → filter, or 400 VALIDATION_ERROR like charts-data. */
export function dataQualityFilterOf(input: unknown): DataQualityFilter {
  const { scope, ...range } = parseOrThrow(dataQualityQuerySchema, givenOnly(input));
  return { ...chartsFilterOf(range), scope: scope ? storedScopeOf(scope) : null };
}
