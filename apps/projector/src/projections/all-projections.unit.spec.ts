import { PROJECTION_NAMES, READ_MODELS } from '@ghg/read-models';
import { allProjections } from './index.js';

// The API names the projections it waits for and reports on from the read-model catalogue, never from the
// projector: the two lists must be one.
describe('allProjections and the read-model catalogue', () => {
  it('run exactly the catalogued projections, in its order', () => {
    expect(allProjections.map((p) => p.name)).toEqual(PROJECTION_NAMES);
  });

  it('own the catalogued tables, trigger-maintained ones included', () => {
    for (const model of Object.values(READ_MODELS)) {
      const projection = allProjections.find((p) => p.name === model.projection)!;
      expect(projection.tables).toEqual(model.tables);
      expect(projection.triggerMaintained ?? []).toEqual(model.triggerMaintained);
    }
  });
});
