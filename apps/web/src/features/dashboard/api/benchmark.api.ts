import type { BenchmarkView } from '@ghg/contracts';
import { gql, useQuery } from 'urql';
import type { QueryState } from './charts-data.api';

const BenchmarkDocument = gql`
  query Benchmark {
    benchmark {
      industry
      minimumPeers
      peerCount
      points {
        own
        demo
        employees
        co2eTonnes
        year
      }
      years {
        year
        own
        sectorAverage
      }
    }
  }
`;

/** The sector comparison (anonymised) of the caller's organization; paused where the plan lacks benchmarking. */
export function useBenchmark(pause: boolean): QueryState<BenchmarkView> {
  const [result] = useQuery<{ benchmark: BenchmarkView }>({
    query: BenchmarkDocument,
    pause,
    requestPolicy: 'cache-and-network',
  });
  return { data: result.data?.benchmark ?? null, error: result.error ?? null, fetching: result.fetching };
}
