import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { gql, useQuery } from 'urql';
import { OWNS_FORBIDDEN } from '../../../lib/session/session-signals';

const ReadinessQuery = gql`
  query ReportReadiness {
    reportOverview {
      scopes {
        scope
        sections {
          questionId
          status
        }
      }
    }
    initialQuestions {
      revision
      peopleAmountNumber
      annualRevenueRange
    }
  }
`;

export interface ReadinessData {
  reportOverview: { scopes: { scope: string; sections: { questionId: string; status: string }[] }[] };
  initialQuestions: {
    revision: number;
    peopleAmountNumber: number | null;
    annualRevenueRange: number | null;
  };
}

/**
 * What the Generate report button needs to know (section statuses and the profile's figures), asked again on
 * every page change: data entered on one page counts as soon as the user moves on. Paused without the module.
 */
export function useReadinessQuery(pause: boolean) {
  const { pathname } = useLocation();
  const [result, reexecute] = useQuery<ReadinessData>({
    query: ReadinessQuery,
    pause,
    requestPolicy: 'cache-and-network',
    // A refusal (plan, role) is shown by the report button and dialog themselves, not by sending the user home.
    context: OWNS_FORBIDDEN,
  });
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!pause) reexecute({ requestPolicy: 'network-only' });
  }, [pathname, pause, reexecute]);
  return result;
}
