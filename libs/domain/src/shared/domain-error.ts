/** Errors are values with codes that the API maps to HTTP statuses and the web to translated messages. */
export type DomainErrorCode =
  | 'ORGANIZATION_NOT_FOUND'
  | 'ORGANIZATION_ALREADY_REGISTERED'
  | 'USER_ALREADY_REGISTERED'
  | 'VALIDATION_ERROR';

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
