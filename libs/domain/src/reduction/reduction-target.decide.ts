import { DomainError, type DomainFieldError } from '../shared/domain-error.js';
import { type ActorRole, canEditAnswers } from '../user/roles.js';
import type {
  ReductionTargetEvent,
  ReductionTargetSet,
  ScopeGroupTonnes,
} from './reduction-target.events.js';

/** The earliest base year: the Kyoto Protocol's reference year, the oldest any public guidance uses. */
export const EARLIEST_BASE_YEAR = 1990;
export const LATEST_TARGET_YEAR = 2100;

export type SetReductionTarget = {
  type: 'SetReductionTarget';
  data: {
    organizationId: string;
    actorId: string;
    role: ActorRole;
    baseYear: unknown;
    targetYear: unknown;
    scope12Percent: unknown;
    scope3Percent: unknown;
    /** The base year's emissions as the read model holds them now (the handler reads them). */
    baseYearTonnes: ScopeGroupTonnes;
    /** The year of the request: a base year must be one that has begun. */
    currentYear: number;
  };
};

export interface ReductionTargetState {
  current: ReductionTargetSet['data'] | null;
}

export const initialReductionTargetState: ReductionTargetState = { current: null };

export const evolveReductionTarget = (
  _state: ReductionTargetState,
  event: ReductionTargetEvent,
): ReductionTargetState => ({ current: event.data });

const isYear = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

function percent(path: string, value: unknown, fields: DomainFieldError[]): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    fields.push({ path, code: value === null || value === undefined ? 'required' : 'invalid_value' });
    return null;
  }
  if (value <= 0 || value > 100) fields.push({ path, code: 'out_of_range' });
  return value;
}

/**
 * A target is refused whole when a year or a percentage is wrong (every failing field named): the base year
 * between 1990 and this year, the target year after it and at most 2100, each percentage above 0 and at most 100
 * (Scope 3 may be left out), and the base year must have emissions. The same target again records nothing.
 */
export function decideReductionTarget(
  command: SetReductionTarget,
  state: ReductionTargetState,
): ReductionTargetEvent[] {
  const d = command.data;
  if (!canEditAnswers(d.role))
    throw new DomainError('FORBIDDEN', 'Only the organization’s administrators and members can set a target');
  const fields: DomainFieldError[] = [];
  if (!isYear(d.baseYear)) fields.push({ path: 'baseYear', code: 'required' });
  else if (d.baseYear < EARLIEST_BASE_YEAR || d.baseYear > d.currentYear)
    fields.push({ path: 'baseYear', code: 'out_of_range' });
  // Spec §8 'No data for selected period': a path from nothing cuts nothing.
  else if (d.baseYearTonnes.scope12 + d.baseYearTonnes.scope3 <= 0)
    fields.push({ path: 'baseYear', code: 'no_data_for_period' });
  if (!isYear(d.targetYear)) fields.push({ path: 'targetYear', code: 'required' });
  else if (d.targetYear > LATEST_TARGET_YEAR) fields.push({ path: 'targetYear', code: 'out_of_range' });
  else if (isYear(d.baseYear) && d.targetYear <= d.baseYear)
    fields.push({ path: 'targetYear', code: 'invalid_period_range' });
  const scope12Percent = percent('scope12Percent', d.scope12Percent, fields);
  const scope3Percent =
    d.scope3Percent === null || d.scope3Percent === undefined
      ? null
      : percent('scope3Percent', d.scope3Percent, fields);
  if (fields.length > 0) throw new DomainError('VALIDATION_ERROR', 'Validation error', fields);
  const data: ReductionTargetSet['data'] = {
    organizationId: d.organizationId,
    baseYear: d.baseYear as number,
    targetYear: d.targetYear as number,
    scope12Percent: scope12Percent!,
    scope3Percent,
    baseYearTonnes: d.baseYearTonnes,
    setBy: d.actorId,
  };
  const now = state.current;
  if (
    now !== null &&
    now.baseYear === data.baseYear &&
    now.targetYear === data.targetYear &&
    now.scope12Percent === data.scope12Percent &&
    now.scope3Percent === data.scope3Percent
  )
    return [];
  return [{ type: 'ReductionTargetSet', data }];
}
