import type { MeView } from '@ghg/contracts';
import { gql, useQuery } from 'urql';

/** administrator | member | auditor | provider-staff | provider-supervisor: what the interface offers. */
export type ViewerRole = MeView['role'];

export interface Viewer {
  userId: string;
  organizationId: string;
  role: ViewerRole;
}

const ViewerQuery = gql`
  query Viewer {
    me {
      userId
      organizationId
      role
    }
  }
`;

/** Who is signed in and in which role; read once per visit (a role changes with a new session). */
export function useViewerQuery(options: { pause?: boolean } = {}) {
  return useQuery<{ me: Viewer }>({ query: ViewerQuery, pause: options.pause, requestPolicy: 'cache-first' });
}

/** Pages of the menu that only some roles use; the pages themselves stay reachable (read-only) for others. */
export const ROLE_PAGES = {
  audit: ['administrator', 'auditor'],
  blockedPeriods: ['provider-staff', 'provider-supervisor'],
} as const satisfies Record<string, readonly ViewerRole[]>;

export function showsRolePage(page: keyof typeof ROLE_PAGES, role: ViewerRole | undefined): boolean {
  return role !== undefined && (ROLE_PAGES[page] as readonly ViewerRole[]).includes(role);
}
