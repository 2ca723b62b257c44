import { SECTION_KEYS_OF_REPORT } from './report-section-keys.js';
import { DomainError, type DomainFieldError } from '../shared/domain-error.js';
import { type ActorRole, canEditAnswers } from '../user/roles.js';
import { CATALOGUE_MEASURES } from './reduction-catalogue.js';
import {
  isMeasureStatus,
  type ReductionMeasureAdopted,
  type ReductionMeasureStatusChanged,
  type ReductionPlanEvent,
} from './reduction-plan.events.js';
import type { ReductionPlanState } from './reduction-plan.state.js';

/** Spec §9: a description holds at most 500 characters; a title and an owner are a line. */
export const CUSTOM_DESCRIPTION_MAX = 500;
export const MEASURE_LINE_MAX = 200;

interface Actor {
  organizationId: string;
  actorId: string;
  role: ActorRole;
}

/** What the company commits to for a measure. Unknown values: the decision names what is wrong with them. */
interface Commitment {
  owner?: unknown;
  dueDate?: unknown;
  expectedReductionTonnes?: unknown;
}

export type AdoptReductionMeasure = {
  type: 'AdoptReductionMeasure';
  data: Actor & Commitment & { measureId: string };
};
export type AddCustomReductionMeasure = {
  type: 'AddCustomReductionMeasure';
  data: Actor & Commitment & { measureId: string; section?: unknown; title?: unknown; description?: unknown };
};
export type ChangeReductionMeasureStatus = {
  type: 'ChangeReductionMeasureStatus';
  data: Actor & { measureId: string; status?: unknown };
};
export type ReductionPlanCommand =
  AdoptReductionMeasure | AddCustomReductionMeasure | ChangeReductionMeasureStatus;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

function text(path: string, value: unknown, max: number, fields: DomainFieldError[]): string {
  if (typeof value !== 'string' || value.trim() === '') {
    fields.push({ path, code: 'required' });
    return '';
  }
  if (value.trim().length > max) fields.push({ path, code: 'too_long' });
  return value.trim();
}

function commitment(data: Commitment, fields: DomainFieldError[]) {
  const owner = text('owner', data.owner, MEASURE_LINE_MAX, fields);
  const dueDate = typeof data.dueDate === 'string' ? data.dueDate : '';
  if (dueDate === '') fields.push({ path: 'dueDate', code: 'required' });
  else if (!isCalendarDate(dueDate)) fields.push({ path: 'dueDate', code: 'invalid_format' });
  const tonnes = data.expectedReductionTonnes;
  if (tonnes === null || tonnes === undefined || tonnes === '')
    fields.push({ path: 'expectedReductionTonnes', code: 'required' });
  else if (typeof tonnes !== 'number' || !Number.isFinite(tonnes) || tonnes < 0)
    fields.push({ path: 'expectedReductionTonnes', code: 'not_a_non_negative_number' });
  return { owner, dueDate, expectedReductionTonnes: typeof tonnes === 'number' ? tonnes : 0 };
}

function refuseUnlessEditor(role: ActorRole): void {
  if (!canEditAnswers(role))
    throw new DomainError(
      'FORBIDDEN',
      'Only the organization’s administrators and members can change the reduction plan',
    );
}

const refuse = (fields: DomainFieldError[]) => {
  if (fields.length > 0) throw new DomainError('VALIDATION_ERROR', 'Validation error', fields);
};

/**
 * The reduction plan's rules: only the organization's editors change it; every failing field is named at once and
 * the command is refused whole. Adopting a measure already in the plan records nothing (a retried click).
 */
export function decideReductionPlan(
  command: ReductionPlanCommand,
  state: ReductionPlanState,
): ReductionPlanEvent[] {
  refuseUnlessEditor(command.data.role);
  const { organizationId, actorId, measureId } = command.data;
  const fields: DomainFieldError[] = [];
  switch (command.type) {
    case 'AdoptReductionMeasure': {
      const known = CATALOGUE_MEASURES.get(measureId);
      if (!known) fields.push({ path: 'measureId', code: 'invalid_value' });
      const committed = commitment(command.data, fields);
      refuse(fields);
      if (state.statuses.has(measureId)) return [];
      return [adopted(organizationId, measureId, known!.section, null, committed, actorId)];
    }
    case 'AddCustomReductionMeasure': {
      const { section } = command.data;
      if (typeof section !== 'string' || !SECTION_KEYS_OF_REPORT.has(section))
        fields.push({ path: 'section', code: 'invalid_value' });
      const title = text('title', command.data.title, MEASURE_LINE_MAX, fields);
      const description = text('description', command.data.description, CUSTOM_DESCRIPTION_MAX, fields);
      const committed = commitment(command.data, fields);
      refuse(fields);
      if (state.statuses.has(measureId)) return [];
      return [
        adopted(organizationId, measureId, section as string, { title, description }, committed, actorId),
      ];
    }
    case 'ChangeReductionMeasureStatus': {
      const from = state.statuses.get(measureId);
      if (from === undefined)
        throw new DomainError('MEASURE_NOT_FOUND', 'This measure is not in the reduction plan');
      const { status } = command.data;
      if (!isMeasureStatus(status)) fields.push({ path: 'status', code: 'invalid_value' });
      refuse(fields);
      if (status === from) return [];
      const event: ReductionMeasureStatusChanged = {
        type: 'ReductionMeasureStatusChanged',
        data: {
          organizationId,
          measureId,
          from,
          to: status as ReductionMeasureStatusChanged['data']['to'],
          changedBy: actorId,
        },
      };
      return [event];
    }
  }
}

function adopted(
  organizationId: string,
  measureId: string,
  section: string,
  custom: ReductionMeasureAdopted['data']['custom'],
  committed: ReturnType<typeof commitment>,
  actorId: string,
): ReductionMeasureAdopted {
  return {
    type: 'ReductionMeasureAdopted',
    data: { organizationId, measureId, section, custom, ...committed, adoptedBy: actorId },
  };
}
