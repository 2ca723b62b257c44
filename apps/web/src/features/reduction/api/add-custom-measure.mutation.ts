import type { ReductionCommandResultView } from '@ghg/contracts';
import { gql, useMutation } from 'urql';
import type { CommitmentInput } from './adopt-measure.mutation';

const AddCustomReductionMeasure = gql`
  mutation AddCustomReductionMeasure($input: CustomReductionMeasureInput!) {
    addCustomReductionMeasure(input: $input) {
      position
      changed
      measureId
    }
  }
`;

export function useAddCustomMeasureMutation() {
  return useMutation<
    { addCustomReductionMeasure: ReductionCommandResultView },
    { input: CommitmentInput & { measureId: string; section: string; title: string; description: string } }
  >(AddCustomReductionMeasure);
}
