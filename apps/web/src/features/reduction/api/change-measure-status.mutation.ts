import type { ReductionCommandResultView } from '@ghg/contracts';
import { gql, useMutation } from 'urql';

const ChangeReductionMeasureStatus = gql`
  mutation ChangeReductionMeasureStatus($measureId: String!, $status: String!) {
    changeReductionMeasureStatus(measureId: $measureId, status: $status) {
      position
      changed
      measureId
    }
  }
`;

export function useChangeMeasureStatusMutation() {
  return useMutation<
    { changeReductionMeasureStatus: ReductionCommandResultView },
    { measureId: string; status: string }
  >(ChangeReductionMeasureStatus);
}
