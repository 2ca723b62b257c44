/**
 * Where a VSME datapoint's number comes from, for the EFRAG-template spreadsheet: the app page a person opens to
 * see its breakdown (the sections behind it), and the API address of its emission lines (the same lines the
 * dashboard's drill-down adds up). Paths only: the API prefixes its public URL.
 */
export interface VsmeDrillDown {
  readonly page: string;
  readonly data: string;
}

type Scope = 'scope1' | 'scope2' | null;

const PAGES: readonly [RegExp, string, Scope][] = [
  [/^B3-29a/, '/report/scope-1', 'scope1'],
  [/^B3-29b/, '/report/scope-2/electricity/questions-1', 'scope2'],
  [/^B3-29c/, '/report/scope-2/heat/questions-1', 'scope2'],
  [/^B3-29/, '/report', null],
  [/^B3-30a/, '/report/scope-1', 'scope1'],
  [/^B3-30b/, '/report/scope-2', 'scope2'],
  [/^B3-31/, '/', null],
];

export function vsmeDrillDown(
  datapointId: string,
  organizationId: string,
  year: number,
  language: 'pl' | 'en',
): VsmeDrillDown {
  const prefix = language === 'en' ? '/en' : '';
  const org = `/api/organizations/${encodeURIComponent(organizationId)}`;
  if (datapointId.startsWith('C3'))
    return { page: `${prefix}/reduction-plans`, data: `${org}/reduction-target` };
  const [, page, scope] = PAGES.find(([pattern]) => pattern.test(datapointId)) ?? [null, '/', null];
  const query = new URLSearchParams({ dateFrom: `${year}-01`, dateTo: `${year}-12` });
  if (scope) query.set('scope', scope);
  if (datapointId.endsWith('-market')) query.set('scope2Method', 'market');
  return {
    page: page === '/' ? prefix || '/' : `${prefix}${page}`,
    data: `${org}/emission-lines?${query.toString()}`,
  };
}
