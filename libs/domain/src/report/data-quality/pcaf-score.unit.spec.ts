import { lineOrigin } from './line-quality.js';
import { dataQualityMix, lineScore, type QualityLine } from './pcaf-score.js';

const line = (over: Partial<QualityLine>): QualityLine => ({
  method: 'fuel-based',
  dataQuality: 'secondary',
  co2eKg: 1000,
  verified: false,
  ...over,
});

describe('lineOrigin: how a line was obtained, from its method and data quality', () => {
  it.each([
    [{ method: 'spend-based', dataQuality: 'estimated' }, 'spend-based'],
    [{ method: 'supplier-specific', dataQuality: 'primary' }, 'supplier-specific'],
    [{ method: 'location-based', dataQuality: 'primary' }, 'supplier-specific'],
    [{ method: 'heat-supplied', dataQuality: 'estimated' }, 'default-factor'],
    [{ method: 'fuel-based', dataQuality: 'secondary' }, 'activity-data'],
  ] as const)('%j is %s', (provenance, origin) => {
    expect(lineOrigin(provenance)).toBe(origin);
  });
});

describe('PCAF score', () => {
  it('scores lines 1 (verified own data) to 4 (spend-based)', () => {
    expect(lineScore('activity-data', true)).toBe(1);
    expect(lineScore('supplier-specific', false)).toBe(2);
    expect(lineScore('default-factor', true)).toBe(3);
    expect(lineScore('spend-based', false)).toBe(4);
  });

  it('weights the company score and the mix by tonnes', () => {
    // 6 t verified activity data (score 1), 3 t spend-based (4), 1 t default factor (3): (6 + 12 + 3) / 10 = 2.1
    const mix = dataQualityMix([
      line({ co2eKg: 6000, verified: true }),
      line({ co2eKg: 3000, method: 'spend-based', dataQuality: 'estimated' }),
      line({ co2eKg: 1000, method: 'heat-supplied', dataQuality: 'estimated' }),
    ]);
    expect(mix.score).toBe(2.1);
    expect(mix.totalTonnes).toBe(10);
    expect(mix.verifiedShare).toBe(60);
    expect(Object.fromEntries(mix.origins.map((o) => [o.origin, o.share]))).toEqual({
      'supplier-specific': 0,
      'activity-data': 60,
      'default-factor': 10,
      'spend-based': 30,
    });
  });

  it('is 5 for a company with no emissions on record', () => {
    expect(dataQualityMix([]).score).toBe(5);
    expect(dataQualityMix([]).verifiedShare).toBe(0);
  });
});
