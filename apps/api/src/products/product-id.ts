import { PRODUCT_ID_PATTERN } from '@ghg/domain';
import { ApiError } from '../shared/api-error.js';

/** Product ids are the server's uuids; anything else names no product (404, never a stream id of another shape). */
export function assertProductId(productId: string): string {
  if (!PRODUCT_ID_PATTERN.test(productId)) {
    throw new ApiError(404, 'PRODUCT_NOT_FOUND', 'This page could not be found');
  }
  return productId;
}
