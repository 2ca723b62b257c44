import {
  addCustomReductionMeasureInputSchema,
  adoptReductionMeasureInputSchema,
  changeReductionMeasureStatusInputSchema,
  reductionCommandResultViewSchema,
  reductionPlanHistoryEntryViewSchema,
  reductionPlansQuerySchema,
  reductionPlansViewSchema,
  reductionTargetViewSchema,
  setReductionTargetInputSchema,
} from '@ghg/contracts';
import type { RestRoute } from './rest-route.js';
import { body, json, listOf, ORG } from './route-helpers.js';

/** Reduction plans and targets (issue 19), part of REST_ROUTES. */
export const REDUCTION_ROUTES: readonly RestRoute[] = [
  {
    method: 'get',
    path: `${ORG}/reduction-plans`,
    summary: 'Reduction cards per section (latest year, largest first) and the plan',
    tag: 'reduction',
    access: 'session',
    query: reductionPlansQuerySchema,
    ok: json(200, reductionPlansViewSchema),
  },
  {
    method: 'get',
    path: `${ORG}/reduction-plan/history`,
    summary: 'Every change of the reduction plan, newest first',
    tag: 'reduction',
    access: 'session',
    ok: json(200, listOf(reductionPlanHistoryEntryViewSchema)),
  },
  {
    method: 'post',
    path: `${ORG}/reduction-plan/measures`,
    summary: 'Adopts a catalogue measure into the reduction plan',
    tag: 'reduction',
    access: 'session',
    body: body(adoptReductionMeasureInputSchema),
    ok: json(201, reductionCommandResultViewSchema, 'Recorded'),
  },
  {
    method: 'post',
    path: `${ORG}/reduction-plan/custom-measures`,
    summary: "Adds a measure of the company's own (reductionStrategiesCreator)",
    tag: 'reduction',
    access: 'session',
    body: body(addCustomReductionMeasureInputSchema),
    ok: json(201, reductionCommandResultViewSchema, 'Recorded'),
  },
  {
    method: 'put',
    path: `${ORG}/reduction-plan/measures/:measureId/status`,
    summary: "Changes a plan measure's status (planned, in-progress, done, dropped)",
    tag: 'reduction',
    access: 'session',
    body: body(changeReductionMeasureStatusInputSchema),
    ok: json(200, reductionCommandResultViewSchema),
  },
  {
    method: 'get',
    path: `${ORG}/reduction-target`,
    summary: 'The reduction target, its progress by year and the base-year recalculation flag',
    tag: 'reduction',
    access: 'session',
    ok: json(200, reductionTargetViewSchema),
  },
  {
    method: 'put',
    path: `${ORG}/reduction-target`,
    summary: 'Sets the reduction target (base year, target year, per cent per scope group)',
    tag: 'reduction',
    access: 'session',
    body: body(setReductionTargetInputSchema),
    ok: json(200, reductionCommandResultViewSchema),
  },
];
