import type { PortfolioFigures } from './portfolio-figures.js';
import { portfolioTotals } from './portfolio-totals.js';

const company = (over: Partial<PortfolioFigures>): PortfolioFigures => ({
  scope1Tonnes: 0,
  scope2LocationTonnes: 0,
  scope2MarketTonnes: 0,
  energyMwh: 0,
  revenueBand: null,
  dataQualityScore: 5,
  verificationShare: 0,
  ...over,
});

describe('portfolio totals', () => {
  it('adds tonnes and MWh per year and weighs the score and verified share by Scope 1 + 2 tonnes', () => {
    const rows = [
      {
        year: 2025,
        figures: company({
          scope1Tonnes: 30,
          scope2LocationTonnes: 10,
          scope2MarketTonnes: 8,
          energyMwh: 50,
          dataQualityScore: 2,
          verificationShare: 1,
        }),
      },
      {
        year: 2025,
        figures: company({
          scope1Tonnes: 5,
          scope2LocationTonnes: 5,
          scope2MarketTonnes: 6,
          energyMwh: 12.5,
          dataQualityScore: 4,
          verificationShare: 0,
        }),
      },
      { year: 2024, figures: company({ scope1Tonnes: 1 }) },
    ];
    // 2025: weights 40 and 10 → score (2·40 + 4·10) / 50 = 2.4; verified (1·40 + 0) / 50 = 0.8
    expect(portfolioTotals(rows)).toEqual([
      {
        year: 2024,
        companies: 1,
        scope1Tonnes: 1,
        scope2LocationTonnes: 0,
        scope2MarketTonnes: 0,
        energyMwh: 0,
        dataQualityScore: 5,
        verificationShare: 0,
      },
      {
        year: 2025,
        companies: 2,
        scope1Tonnes: 35,
        scope2LocationTonnes: 15,
        scope2MarketTonnes: 14,
        energyMwh: 62.5,
        dataQualityScore: 2.4,
        verificationShare: 0.8,
      },
    ]);
  });

  it('gives no weighted score for a year with no tonnes, and no totals for no companies', () => {
    expect(portfolioTotals([{ year: 2025, figures: company({ energyMwh: 3 }) }])[0]).toMatchObject({
      dataQualityScore: null,
      verificationShare: null,
    });
    expect(portfolioTotals([])).toEqual([]);
  });
});
