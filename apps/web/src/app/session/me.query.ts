import { gql, useQuery } from 'urql';

export interface Me {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  organizationId: string;
  organizationName: string;
}

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
