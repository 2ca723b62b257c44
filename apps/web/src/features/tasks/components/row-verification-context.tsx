import { createContext, type ReactNode, useContext, useEffect, useMemo } from 'react';
import type { RowVerificationView } from '@ghg/contracts';
import { useAccess } from '../../../components/access';
import { useMeQuery } from '../../../lib/session/me.query';
import { approveRows } from '../api/approve-rows.api';
import { returnRow } from '../api/return-row.api';
import { useRowVerifications } from '../api/row-verification.api';
import { submitRows } from '../api/submit-rows.api';

export interface RowVerificationActions {
  rowOf: (rowId: string) => RowVerificationView | null;
  canVerify: boolean;
  /** The organization's people send rows; the auditor and provider staff only read. */
  canSubmit: boolean;
  submit: (rowIds: string[]) => Promise<boolean>;
  approve: (rowIds: string[]) => Promise<boolean>;
  giveBack: (rowId: string, comment: string) => Promise<boolean>;
}

const RowVerificationContext = createContext<RowVerificationActions | null>(null);

/** The rows' verification (spec §4 badges) for a section's tables; null without module taskManagement. */
export const useRowVerification = () => useContext(RowVerificationContext);

/**
 * Loads the organization's row verification once for the tables below and again after this page's last write
 * (`afterPosition`: an edit of a verified row makes it 'To complete').
 */
export function RowVerificationProvider({
  afterPosition,
  children,
}: {
  afterPosition: string | undefined;
  children: ReactNode;
}) {
  const access = useAccess();
  const [me] = useMeQuery({ pause: false });
  const user = me.data?.me;
  const enabled = access.planClass !== null && access.has('taskManagement') && user !== undefined;
  const organizationId = enabled ? user.organizationId : null;
  const { state, reload } = useRowVerifications(organizationId);
  useEffect(() => {
    if (afterPosition) reload(afterPosition);
  }, [afterPosition, reload]);
  const value = useMemo<RowVerificationActions | null>(() => {
    if (!organizationId || state.kind !== 'ready') return null;
    const rows = new Map(state.data.rows.map((r) => [r.rowId, r]));
    const after = async (write: Promise<{ ok: boolean; position?: string }>) => {
      const outcome = await write.catch(() => null);
      if (outcome?.ok) reload(outcome.position);
      return outcome?.ok ?? false;
    };
    return {
      rowOf: (rowId) => rows.get(rowId) ?? null,
      canVerify: state.data.canVerify,
      canSubmit: user?.role === 'administrator' || user?.role === 'member',
      submit: (rowIds) => after(submitRows(organizationId, rowIds)),
      approve: (rowIds) => after(approveRows(organizationId, rowIds)),
      giveBack: (rowId, comment) => after(returnRow(organizationId, rowId, comment)),
    };
  }, [organizationId, state, reload, user?.role]);
  return <RowVerificationContext.Provider value={value}>{children}</RowVerificationContext.Provider>;
}
