/** Errors are values with codes that the API maps to HTTP statuses and the web to translated messages. */
export type DomainErrorCode =
  | 'ORGANIZATION_NOT_FOUND'
  | 'ORGANIZATION_ALREADY_REGISTERED'
  | 'USER_ALREADY_REGISTERED'
  | 'VALIDATION_ERROR'
  | 'FORBIDDEN'
  | 'PERIOD_BLOCKED'
  | 'ROW_NOT_FOUND'
  | 'LOCATION_NOT_FOUND'
  | 'TASK_NOT_FOUND'
  | 'TEAM_NOT_FOUND'
  /** A task or row cannot move from its present status to the asked one (409: reload and see where it is). */
  | 'INVALID_TRANSITION'
  | 'MEASURE_NOT_FOUND'
  /** The command changes the actor's own access and was not confirmed (409: ask, then send it confirmed). */
  | 'CONFIRMATION_REQUIRED'
  | 'RESET_LINK_INVALID'
  /** The product does not exist in the organization, or it is archived (404). */
  | 'PRODUCT_NOT_FOUND'
  /** The attached file does not exist on the section (or was removed): 404. */
  | 'EVIDENCE_NOT_FOUND';

/** A failing field of a command: dotted path and a validation code the web translates. */
export interface DomainFieldError {
  path: string;
  code: string;
}

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    readonly fields: readonly DomainFieldError[] = [],
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
