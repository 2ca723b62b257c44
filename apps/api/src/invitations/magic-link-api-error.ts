import { MagicLinkError } from '@ghg/domain';
import { ApiError } from '../shared/api-error.js';

/**
 * Spec §8: 'magic link validation error'. An id that cannot be a link is the client's mistake and answers 400
 * (issue 13, L1); a link the server cannot read keeps the spec's 500.
 */
export const magicLinkValidationError = (status: 400 | 500 = 400) =>
  new ApiError(status, 'MAGIC_LINK_VALIDATION_ERROR', 'magic link validation error');

export const linkExpiredError = () => new ApiError(410, 'LINK_EXPIRED', 'link expired');

export const accountExistsError = () => new ApiError(409, 'ACCOUNT_EXISTS', 'account already exists');

/** The refusals of the link flow as the statuses the web turns into its screens (link expired, 404). */
export function asApiError(error: unknown): unknown {
  if (!(error instanceof MagicLinkError)) return error;
  switch (error.code) {
    case 'MAGIC_LINK_NOT_FOUND':
      return new ApiError(404, 'NOT_FOUND', 'This page could not be found');
    case 'MAGIC_LINK_INACTIVE':
      return linkExpiredError();
    case 'WRONG_REGISTRATION_VARIANT':
      return new ApiError(400, 'WRONG_REGISTRATION_VARIANT', error.message);
    case 'INVITATION_FOR_ANOTHER_ADDRESS':
      return new ApiError(
        403,
        'INVITATION_FOR_ANOTHER_ADDRESS',
        'This invitation was sent to another address',
      );
  }
}

/** Runs a command of the link flow, answering its refusals as ApiErrors. */
export async function withLinkErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw asApiError(error);
  }
}
