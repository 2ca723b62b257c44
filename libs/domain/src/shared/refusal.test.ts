import { DomainError } from './domain-error.js';

/** For the domain's specs: the DomainError `fn` refuses with; fails the spec when it throws nothing or anything else. */
export function refusal(fn: () => unknown): DomainError {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}
