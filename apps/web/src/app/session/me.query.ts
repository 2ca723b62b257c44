import type { MeView } from '@ghg/contracts';
import { gql, useQuery } from 'urql';

export type Me = MeView;

const MeQuery = gql`
  query Me {
    me {
      userId
      email
      firstName
      lastName
      organizationId
      organizationName
    }
  }
`;

export function useMeQuery(options: { pause: boolean }) {
  return useQuery<{ me: Me }>({ query: MeQuery, pause: options.pause, requestPolicy: 'cache-first' });
}
