import {
  SCOPE_1_SECTION_KEYS,
  SCOPE_2_SECTION_KEYS,
  SCOPE_3_SECTION_KEYS,
} from '../emissions/catalogue/section-keys.js';
import type { DomainFieldError } from '../shared/domain-error.js';
import type { TaskBoardActor } from './task-board.commands.js';
import type { TaskArea, TaskAssignee } from './task-board.events.js';
import type { TaskBoardState } from './task-board.state.js';

export const TEAM_NAME_MAX = 100;
export const TASK_NOTE_MAX = 2000;
export const COMMENT_MAX = 2000;

const DELEGABLE_SECTIONS: readonly string[] = [
  ...SCOPE_1_SECTION_KEYS,
  ...SCOPE_2_SECTION_KEYS,
  ...SCOPE_3_SECTION_KEYS,
];

type Parsed<T> = { value: T; fields: DomainFieldError[] } | { value: null; fields: DomainFieldError[] };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A trimmed text within a limit; `required` when empty. */
export function textOf(value: unknown, path: string, max: number, required: boolean): Parsed<string> {
  if (value !== undefined && value !== null && typeof value !== 'string')
    return { value: null, fields: [{ path, code: 'invalid_value' }] };
  const text = (value ?? '').trim();
  if (required && text === '') return { value: null, fields: [{ path, code: 'required' }] };
  if (text.length > max) return { value: null, fields: [{ path, code: 'too_long' }] };
  return { value: text, fields: [] };
}

/** Distinct people of the organization; someone else's id is `unknown_user`. */
export function memberIdsOf(value: unknown, path: string, actor: TaskBoardActor): Parsed<string[]> {
  if (!Array.isArray(value) || value.some((id) => typeof id !== 'string'))
    return { value: null, fields: [{ path, code: 'invalid_value' }] };
  const ids = [...new Set(value as string[])];
  if (ids.some((id) => !actor.memberIds.has(id)))
    return { value: null, fields: [{ path, code: 'unknown_user' }] };
  return { value: ids, fields: [] };
}

/** Sections from the emission catalogue (scopes I to III, each once), or one location of the organization. */
export function areaOf(value: unknown, actor: TaskBoardActor): Parsed<TaskArea> {
  if (!isRecord(value)) return { value: null, fields: [{ path: 'area', code: 'required' }] };
  if (value.kind === 'sections') {
    const sections = value.sections;
    if (!Array.isArray(sections) || sections.length === 0)
      return { value: null, fields: [{ path: 'area.sections', code: 'required' }] };
    if (sections.some((s) => typeof s !== 'string' || !DELEGABLE_SECTIONS.includes(s)))
      return { value: null, fields: [{ path: 'area.sections', code: 'invalid_value' }] };
    return { value: { kind: 'sections', sections: [...new Set(sections as string[])] }, fields: [] };
  }
  if (value.kind === 'location') {
    const locationId = value.locationId;
    if (typeof locationId !== 'string' || !actor.locationIds.has(locationId))
      return { value: null, fields: [{ path: 'area.locationId', code: 'unknown_location' }] };
    return { value: { kind: 'location', locationId }, fields: [] };
  }
  return { value: null, fields: [{ path: 'area.kind', code: 'invalid_value' }] };
}

/** A person of the organization or one of its teams. */
export function assigneeOf(
  value: unknown,
  actor: TaskBoardActor,
  state: TaskBoardState,
): Parsed<TaskAssignee> {
  if (!isRecord(value)) return { value: null, fields: [{ path: 'assignee', code: 'required' }] };
  if (value.kind === 'user') {
    const userId = value.userId;
    if (typeof userId !== 'string' || !actor.memberIds.has(userId))
      return { value: null, fields: [{ path: 'assignee.userId', code: 'unknown_user' }] };
    return { value: { kind: 'user', userId }, fields: [] };
  }
  if (value.kind === 'team') {
    const teamId = value.teamId;
    if (typeof teamId !== 'string' || !state.teams.has(teamId))
      return { value: null, fields: [{ path: 'assignee.teamId', code: 'unknown_team' }] };
    return { value: { kind: 'team', teamId }, fields: [] };
  }
  return { value: null, fields: [{ path: 'assignee.kind', code: 'invalid_value' }] };
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD. */
export function dueDateOf(value: unknown): Parsed<string> {
  if (value === undefined || value === null || value === '')
    return { value: null, fields: [{ path: 'dueDate', code: 'required' }] };
  const match = typeof value === 'string' ? DAY.exec(value) : null;
  if (!match) return { value: null, fields: [{ path: 'dueDate', code: 'invalid_format' }] };
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return { value: null, fields: [{ path: 'dueDate', code: 'invalid_format' }] };
  return { value: value as string, fields: [] };
}
