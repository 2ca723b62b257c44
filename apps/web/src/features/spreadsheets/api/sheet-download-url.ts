/** The export or template download of one section (or every section when questionId is null). */
export function sheetDownloadUrl(
  organizationId: string,
  kind: 'export' | 'template',
  options: { format: 'xlsx' | 'xls'; questionId: string | null; lang: 'pl' | 'en' },
): string {
  const query = new URLSearchParams({ format: options.format, lang: options.lang });
  if (options.questionId) query.set('questionId', options.questionId);
  return `/api/organizations/${encodeURIComponent(organizationId)}/sheet-${kind}?${query.toString()}`;
}
