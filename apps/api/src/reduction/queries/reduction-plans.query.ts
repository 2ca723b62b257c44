import type { ReductionPlanEntryView, ReductionPlansView } from '@ghg/contracts';
import type { Db } from '@ghg/database';
import { CATALOGUE_MEASURES, type ReductionScopeFilter, bestForYou, reductionCards } from '@ghg/domain';
import { Inject, Injectable } from '@nestjs/common';
import { DB } from '../../shared/tokens.js';
import { OrganizationEmissionsQuery } from './organization-emissions.query.js';

interface MeasureRecord {
  measure_id: string;
  section: string;
  custom_title: string | null;
  owner: string;
  due_date: string;
  expected_reduction_tonnes: number;
  status: ReductionPlanEntryView['status'];
  adopted_at: Date;
  updated_at: Date;
}

/** The reduction-plans page: cards of the latest year with emissions, ranked, with the company's plan. */
@Injectable()
export class ReductionPlansQuery {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly emissions: OrganizationEmissionsQuery,
  ) {}

  async forOrganization(
    organizationId: string,
    scopeFilter: ReductionScopeFilter,
  ): Promise<ReductionPlansView> {
    const [{ year, sections }, plan] = await Promise.all([
      this.emissions.latestYearSections(organizationId, new Date().getUTCFullYear()),
      this.plan(organizationId),
    ]);
    const adopted = new Set(plan.map((p) => p.measureId));
    const best = bestForYou(sections);
    const bestMeasureId = best?.measure.id ?? null;
    return {
      year,
      scopeFilter,
      bestMeasureId,
      cards: reductionCards(sections, scopeFilter).map((card) => ({
        section: card.section,
        scope: card.scope,
        tonnes: card.tonnes,
        planItemId: card.item?.id ?? null,
        title: card.item ? { ...card.item.title } : null,
        measures: card.measures.map(({ measure, expectedTonnes }) => ({
          id: measure.id,
          title: { ...measure.title },
          description: { ...measure.description },
          reductionPercent: { ...measure.reductionPercent },
          costClass: measure.costClass,
          source: { name: measure.source.name, url: measure.source.url },
          expectedTonnes,
          bestForYou: measure.id === bestMeasureId,
          adopted: adopted.has(measure.id),
        })),
      })),
      plan,
    };
  }

  private async plan(organizationId: string): Promise<ReductionPlanEntryView[]> {
    const { rows } = await this.db.query<MeasureRecord>(
      `select measure_id, section, custom_title, owner, due_date, expected_reduction_tonnes, status, adopted_at,
              updated_at
         from read.reduction_plan_measures where organization_id = $1
        order by due_date, adopted_at, measure_id`,
      [organizationId],
    );
    return rows.map((r) => {
      const known = CATALOGUE_MEASURES.get(r.measure_id);
      const title =
        r.custom_title !== null || !known
          ? { pl: r.custom_title ?? '', en: r.custom_title ?? '' }
          : { ...known.measure.title };
      return {
        measureId: r.measure_id,
        section: r.section,
        title,
        custom: r.custom_title !== null,
        owner: r.owner,
        dueDate: r.due_date,
        expectedReductionTonnes: r.expected_reduction_tonnes,
        status: r.status,
        adoptedAt: new Date(r.adopted_at).toISOString(),
        updatedAt: new Date(r.updated_at).toISOString(),
      };
    });
  }
}
