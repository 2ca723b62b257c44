/**
 * Refusals of the public registration flow. Kept apart from DomainError so the API can answer them with the
 * screens the spec names (link expired, account already exists) instead of generic statuses.
 */
export type MagicLinkErrorCode =
  | 'MAGIC_LINK_NOT_FOUND'
  | 'MAGIC_LINK_INACTIVE'
  | 'WRONG_REGISTRATION_VARIANT'
  /** An invitation sent to one address opened by someone signed in with another. */
  | 'INVITATION_FOR_ANOTHER_ADDRESS';

export class MagicLinkError extends Error {
  constructor(
    readonly code: MagicLinkErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'MagicLinkError';
  }
}
