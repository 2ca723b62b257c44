import { gql, useQuery } from 'urql';

const CurrentPersonQuery = gql`
  query CurrentPerson {
    me {
      userId
      organizationId
    }
  }
`;

export function useCurrentPerson() {
  const [{ data, error }] = useQuery<{ me: { userId: string; organizationId: string } }>({
    query: CurrentPersonQuery,
    requestPolicy: 'cache-first',
  });
  return { person: data?.me ?? null, error };
}
