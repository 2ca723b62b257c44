import { SECTIONS, type SectionDefinition } from '@ghg/domain';
import { ApiError } from './api-error.js';

export type ReportScope = 'scope-1' | 'scope-2' | 'scope-3';
export const REPORT_SCOPES: readonly ReportScope[] = ['scope-1', 'scope-2', 'scope-3'];

export type ReportSection = SectionDefinition & { scope: ReportScope };

const isReportSection = (s: SectionDefinition): s is ReportSection =>
  s.scope !== 'product' && s.sameCategoryAs === null;

/**
 * The questions of /report, in catalogue order: sections of scopes 1-3 under their canonical key. Product
 * sections belong to product footprints and an alias key is the same category as its canonical section, so
 * neither is a question of its own.
 */
export const REPORT_SECTIONS: readonly ReportSection[] = SECTIONS.filter(isReportSection);

const BY_KEY = new Map<string, ReportSection>(REPORT_SECTIONS.map((s) => [s.key, s]));

/** The section a questionId names, or 404 NOT_FOUND as for any page that does not exist. */
export function reportSectionOf(questionId: string): ReportSection {
  const found = BY_KEY.get(questionId);
  if (!found) throw new ApiError(404, 'NOT_FOUND', 'This page could not be found');
  return found;
}
