import { Suspense, lazy } from 'react';
import Skeleton from '@mui/material/Skeleton';
import type { Props as ApexProps } from 'react-apexcharts';

// ApexCharts is large: fetched only when a chart is first drawn, never part of the first page load.
const ReactApexChart = lazy(() => import('react-apexcharts'));

/** A lazily loaded ApexCharts chart with a placeholder of its size while the library arrives. */
export function ApexChart(props: ApexProps & { height: number }) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={props.height} aria-hidden />}>
      <ReactApexChart {...props} />
    </Suspense>
  );
}
