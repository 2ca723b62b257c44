import { Module } from '@nestjs/common';
import { ChartsDataCache } from './charts-data/charts-data-cache.js';
import { ChartsDataController } from './charts-data/charts-data.controller.js';
import { ChartsDataQuery } from './charts-data/charts-data.query.js';
import { ChartsDataResolver } from './charts-data/charts-data.resolver.js';
import { DataQualityController } from './data-quality/data-quality.controller.js';
import { DataQualityQuery } from './data-quality/data-quality.query.js';
import { DataQualityResolver } from './data-quality/data-quality.resolver.js';
import { EmissionLineWorkingController } from './emission-line-working/emission-line-working.controller.js';
import { EmissionLineWorkingQuery } from './emission-line-working/emission-line-working.query.js';
import { EmissionLineWorkingResolver } from './emission-line-working/emission-line-working.resolver.js';
import { EmissionsByLocationController } from './emissions-by-location/emissions-by-location.controller.js';
import { EmissionsByLocationQuery } from './emissions-by-location/emissions-by-location.query.js';
import { EmissionLinesController } from './emission-lines/emission-lines.controller.js';
import { EmissionLinesQuery } from './emission-lines/emission-lines.query.js';
import { EmissionLinesResolver } from './emission-lines/emission-lines.resolver.js';

/** /results: the charts' figures, the lines behind a figure and one line's working. Reports reuse the figures. */
@Module({
  controllers: [
    ChartsDataController,
    EmissionLinesController,
    EmissionLineWorkingController,
    EmissionsByLocationController,
    DataQualityController,
  ],
  providers: [
    ChartsDataCache,
    ChartsDataQuery,
    ChartsDataResolver,
    EmissionLinesQuery,
    EmissionLinesResolver,
    EmissionLineWorkingQuery,
    EmissionLineWorkingResolver,
    EmissionsByLocationQuery,
    DataQualityQuery,
    DataQualityResolver,
  ],
  exports: [ChartsDataQuery, EmissionsByLocationQuery, DataQualityQuery],
})
export class ChartsModule {}
