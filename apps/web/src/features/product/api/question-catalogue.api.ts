import type { QuestionCatalogueView } from '@ghg/contracts';
import { CSRF_HEADERS } from '../../../lib/csrf';

/** GET /api/questions: the tables, columns and option lists the product sections' forms are built from. */
export async function fetchQuestionCatalogue(): Promise<QuestionCatalogueView> {
  const response = await fetch('/api/questions', { credentials: 'include', headers: { ...CSRF_HEADERS } });
  if (!response.ok) throw new Error(`questions answered ${response.status}`);
  return (await response.json()) as QuestionCatalogueView;
}
