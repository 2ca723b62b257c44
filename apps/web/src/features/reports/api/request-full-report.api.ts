import type { FullReportRequestResultView, ReportPeriodChoiceKey } from '@ghg/contracts';
import { gql, useMutation } from 'urql';

const RequestFullReportMutation = gql`
  mutation RequestFullReport($period: ReportPeriodInput!, $language: String, $requestId: ID) {
    requestFullReport(period: $period, language: $language, requestId: $requestId) {
      position
      changed
      requestId
      period {
        choice
        from
        to
      }
    }
  }
`;

export interface RequestFullReportVariables {
  period: { choice: ReportPeriodChoiceKey; from?: string; to?: string };
  language: 'pl' | 'en';
  requestId: string;
}

export function useRequestFullReportMutation() {
  return useMutation<
    { requestFullReport: Pick<FullReportRequestResultView, 'position' | 'changed' | 'requestId' | 'period'> },
    RequestFullReportVariables
  >(RequestFullReportMutation);
}
