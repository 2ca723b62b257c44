import { vsmeDrillDown } from './vsme-drill-down.js';

describe('VSME datapoints: where each number breaks down', () => {
  it('Scope 1 goes to the Scope 1 sections and its lines of the year', () => {
    expect(vsmeDrillDown('B3-30a', 'org-1', 2025, 'pl')).toEqual({
      page: '/report/scope-1',
      data: '/api/organizations/org-1/emission-lines?dateFrom=2025-01&dateTo=2025-12&scope=scope1',
    });
  });

  it('market-based Scope 2 asks for the market method; English pages under /en', () => {
    expect(vsmeDrillDown('B3-30b-market', 'org-1', 2024, 'en')).toEqual({
      page: '/en/report/scope-2',
      data: '/api/organizations/org-1/emission-lines?dateFrom=2024-01&dateTo=2024-12&scope=scope2&scope2Method=market',
    });
    expect(vsmeDrillDown('B3-29b-renewable', 'o', 2024, 'pl').page).toBe(
      '/report/scope-2/electricity/questions-1',
    );
    expect(vsmeDrillDown('B3-29', 'o', 2024, 'pl').page).toBe('/report');
    expect(vsmeDrillDown('B3-31', 'o', 2024, 'en').page).toBe('/en');
  });

  it('C3 targets go to the reduction plan and its target', () => {
    expect(vsmeDrillDown('C3-54a-scope12-reduction', 'org-1', 2025, 'pl')).toEqual({
      page: '/reduction-plans',
      data: '/api/organizations/org-1/reduction-target',
    });
  });
});
