import type { ReductionCommandResultView } from '@ghg/contracts';
import { gql, useMutation } from 'urql';

const AdoptReductionMeasure = gql`
  mutation AdoptReductionMeasure($input: AdoptReductionMeasureInput!) {
    adoptReductionMeasure(input: $input) {
      position
      changed
      measureId
    }
  }
`;

export interface CommitmentInput {
  owner: string;
  dueDate: string;
  expectedReductionTonnes: number | null;
}

export function useAdoptMeasureMutation() {
  return useMutation<
    { adoptReductionMeasure: ReductionCommandResultView },
    { input: CommitmentInput & { measureId: string } }
  >(AdoptReductionMeasure);
}
