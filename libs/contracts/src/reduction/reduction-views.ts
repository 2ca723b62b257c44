import { z } from 'zod';
import { viewSchema } from '../views/view-schema.js';

export interface BilingualView {
  pl: string;
  en: string;
}
export type MeasureStatusView = 'planned' | 'in-progress' | 'done' | 'dropped';
export type ReductionScopeView = 'scope-1' | 'scope-2' | 'scope-3';

export interface ReductionMeasureView {
  id: string;
  title: BilingualView;
  description: BilingualView;
  reductionPercent: { min: number; max: number };
  costClass: 'low' | 'medium' | 'high';
  source: { name: string; url: string };
  /** The cut this company can expect, tonnes CO2e a year: the range applied to the section's value. */
  expectedTonnes: { min: number; max: number; mid: number };
  bestForYou: boolean;
  /** In the company's reduction plan ('Reduction plan' badge). */
  adopted: boolean;
}

export interface ReductionCardView {
  section: string;
  scope: ReductionScopeView;
  tonnes: number;
  planItemId: string | null;
  title: BilingualView | null;
  measures: ReductionMeasureView[];
}

/** One measure of the company's plan (read.reduction_plan_measures). */
export interface ReductionPlanEntryView {
  measureId: string;
  section: string;
  /** The catalogue's words, or the company's own for a custom measure (both languages the same). */
  title: BilingualView;
  custom: boolean;
  owner: string;
  dueDate: string;
  expectedReductionTonnes: number;
  status: MeasureStatusView;
  adoptedAt: string;
  updatedAt: string;
}

/** GET reduction-plans: the cards of the latest year with emissions, and the plan. */
export interface ReductionPlansView {
  year: number | null;
  scopeFilter: number;
  bestMeasureId: string | null;
  cards: ReductionCardView[];
  plan: ReductionPlanEntryView[];
}

/** One event of the plan's history (read.reduction_plan_history), newest first. */
export interface ReductionPlanHistoryEntryView {
  measureId: string;
  kind: 'adopted' | 'status-changed';
  fromStatus: MeasureStatusView | null;
  toStatus: MeasureStatusView;
  actorId: string;
  actorName: string | null;
  at: string;
}

export interface ScopeGroupTonnesView {
  scope12: number;
  scope3: number;
}

/** GET reduction-target: the target (read.reduction_targets), the base-year check and the progress by year. */
export interface ReductionTargetView {
  target: {
    baseYear: number;
    targetYear: number;
    scope12Percent: number;
    scope3Percent: number | null;
    baseYearTonnes: ScopeGroupTonnesView;
    setAt: string;
  } | null;
  baseYearNow: ScopeGroupTonnesView | null;
  recalculationNeeded: boolean;
  changePercent: { scope12: number | null; scope3: number | null };
  /** Every year with emissions or on the trajectory: the actual total and the target path (tonnes). */
  years: { year: number; actual: number | null; target: number | null }[];
}

export interface ReductionCommandResultView {
  position: string;
  revision: number;
  changed: boolean;
  measureId: string;
}

const bilingual = z.object({ pl: z.string(), en: z.string() });
const status = z.enum(['planned', 'in-progress', 'done', 'dropped']);
const groupTonnes = z.object({ scope12: z.number(), scope3: z.number() });

export const reductionPlanEntryViewSchema = viewSchema<ReductionPlanEntryView>()(
  z.object({
    measureId: z.string(),
    section: z.string(),
    title: bilingual,
    custom: z.boolean(),
    owner: z.string(),
    dueDate: z.string(),
    expectedReductionTonnes: z.number(),
    status,
    adoptedAt: z.string(),
    updatedAt: z.string(),
  }),
);

export const reductionPlansViewSchema = viewSchema<ReductionPlansView>()(
  z
    .object({
      year: z.number().int().nullable(),
      scopeFilter: z.number().int(),
      bestMeasureId: z.string().nullable(),
      cards: z.array(
        z.object({
          section: z.string(),
          scope: z.enum(['scope-1', 'scope-2', 'scope-3']),
          tonnes: z.number(),
          planItemId: z.string().nullable(),
          title: bilingual.nullable(),
          measures: z.array(
            z.object({
              id: z.string(),
              title: bilingual,
              description: bilingual,
              reductionPercent: z.object({ min: z.number(), max: z.number() }),
              costClass: z.enum(['low', 'medium', 'high']),
              source: z.object({ name: z.string(), url: z.string() }),
              expectedTonnes: z.object({ min: z.number(), max: z.number(), mid: z.number() }),
              bestForYou: z.boolean(),
              adopted: z.boolean(),
            }),
          ),
        }),
      ),
      plan: z.array(reductionPlanEntryViewSchema),
    })
    .describe('Cards of the latest year with emissions (tonnes CO2e, location-based), largest first.'),
);

export const reductionPlanHistoryEntryViewSchema = viewSchema<ReductionPlanHistoryEntryView>()(
  z.object({
    measureId: z.string(),
    kind: z.enum(['adopted', 'status-changed']),
    fromStatus: status.nullable(),
    toStatus: status,
    actorId: z.string(),
    actorName: z.string().nullable(),
    at: z.string(),
  }),
);

export const reductionTargetViewSchema = viewSchema<ReductionTargetView>()(
  z.object({
    target: z
      .object({
        baseYear: z.number().int(),
        targetYear: z.number().int(),
        scope12Percent: z.number(),
        scope3Percent: z.number().nullable(),
        baseYearTonnes: groupTonnes,
        setAt: z.string(),
      })
      .nullable(),
    baseYearNow: groupTonnes.nullable(),
    recalculationNeeded: z.boolean(),
    changePercent: z.object({ scope12: z.number().nullable(), scope3: z.number().nullable() }),
    years: z.array(
      z.object({ year: z.number().int(), actual: z.number().nullable(), target: z.number().nullable() }),
    ),
  }),
);

export const reductionCommandResultViewSchema = viewSchema<ReductionCommandResultView>()(
  z.object({
    position: z.string(),
    revision: z.number().int(),
    changed: z.boolean(),
    measureId: z.string(),
  }),
);
