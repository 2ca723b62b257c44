import { OWNS_FORBIDDEN } from '../../../lib/session/session-signals';
import { useSetOrganizationTagsMutation } from '../api/set-organization-tags.mutation';
import { useSetParentOrganizationMutation } from '../api/set-parent-organization.mutation';
import { useSetPartnershipMutation } from '../api/set-partnership.mutation';

type Run = (organizationId: string, call: () => Promise<{ position: string } | null>) => Promise<void>;

/**
 * The back office's partnership, parent and tags changes, each run through the page's save-and-refresh. Request
 * values are never null (spec §5): 'none' clears the programme, '' the group.
 */
export function useOrganizationProfileActions(run: Run) {
  const [, setPartnership] = useSetPartnershipMutation();
  const [, setParent] = useSetParentOrganizationMutation();
  const [, setTags] = useSetOrganizationTagsMutation();
  return {
    onSetPartnership: (organizationId: string, partnership: string | null) =>
      void run(
        organizationId,
        async () =>
          (await setPartnership({ organizationId, partnership: partnership ?? 'none' }, OWNS_FORBIDDEN)).data
            ?.setPartnership ?? null,
      ),
    onSetParent: (organizationId: string, parentOrganizationId: string | null) =>
      void run(
        organizationId,
        async () =>
          (
            await setParent(
              { organizationId, parentOrganizationId: parentOrganizationId ?? '' },
              OWNS_FORBIDDEN,
            )
          ).data?.setParentOrganization ?? null,
      ),
    onSetTags: (organizationId: string, tags: string[]) =>
      void run(
        organizationId,
        async () =>
          (await setTags({ organizationId, tags }, OWNS_FORBIDDEN)).data?.setOrganizationTags ?? null,
      ),
  };
}
