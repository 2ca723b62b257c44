import { type FactorLevel } from './emission-factor.js';
import { type SourceId } from './sources.js';

/** What a result was computed with, stored beside every emission line so an auditor can trace it. */
export interface FactorRef {
  readonly factorId: string;
  readonly factorSetVersion: string;
  readonly source: SourceId | 'user';
  readonly publicationYear: number | null;
  readonly sourceRowId: string;
  /** The level the value came from after the fallback walk. */
  readonly level: FactorLevel;
  /** Levels tried and found empty before `level`, in order (empty when the first choice matched). */
  readonly fallbackFrom: readonly FactorLevel[];
  readonly estimated: boolean;
}
