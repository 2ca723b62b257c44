import fc from 'fast-check';
import { convertUnit, dimensionOf, unitScale, UNITS, unitsOfDimension, type Unit } from './unit.js';

const unit = fc.constantFrom(...UNITS);
const amount = fc.double({ min: 0, max: 1e9, noNaN: true });

describe('units', () => {
  it('given any value and two units of one dimension, when converted there and back, then the value returns', () => {
    fc.assert(
      fc.property(unit, amount, (from, value) => {
        for (const to of unitsOfDimension(dimensionOf(from))) {
          const there = convertUnit(value, from, to);
          if (!there.ok) return false;
          const back = convertUnit(there.value, to, from);
          if (!back.ok || Math.abs(back.value - value) > 1e-9 * Math.max(1, value)) return false;
        }
        return true;
      }),
    );
  });

  it('given two units of different dimensions, then conversion is a typed error, never a number', () => {
    fc.assert(
      fc.property(unit, unit, amount, (from: Unit, to: Unit, value) => {
        fc.pre(dimensionOf(from) !== dimensionOf(to));
        const result = convertUnit(value, from, to);
        return !result.ok && result.error.code === 'UNIT_INCOMPATIBLE' && result.error.from === from;
      }),
    );
  });

  it('given a chain of conversions inside a dimension, then scales compose (a→b→c = a→c)', () => {
    const sameDimension = unit.chain((a) => {
      const peers = fc.constantFrom(...unitsOfDimension(dimensionOf(a)));
      return fc.tuple(fc.constant(a), peers, peers);
    });
    fc.assert(
      fc.property(sameDimension, ([a, b, c]) => {
        const ab = unitScale(a, b);
        const bc = unitScale(b, c);
        const ac = unitScale(a, c);
        return (
          typeof ab === 'number' &&
          typeof bc === 'number' &&
          typeof ac === 'number' &&
          Math.abs(ab * bc - ac) <= 1e-12 * ac
        );
      }),
    );
  });

  it('knows the fixed conversions: 1 MWh = 1,000 kWh, 1 GJ = 277.78 kWh, 1 Mg = 1 t = 1,000 kg, 1 m3 = 1,000 l', () => {
    expect(unitScale('MWh', 'kWh')).toBe(1000);
    expect(unitScale('GJ', 'kWh')).toBeCloseTo(277.7778, 4);
    expect(unitScale('Mg', 'tonnes')).toBe(1);
    expect(unitScale('tonnes', 'kg')).toBe(1000);
    expect(unitScale('m3', 'litres')).toBe(1000);
    expect(unitScale('PLN', 'EUR')).toMatchObject({ code: 'UNIT_INCOMPATIBLE' });
  });
});
