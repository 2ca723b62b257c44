import { SheetDialog } from '../features/spreadsheets/components/sheet-dialog';
import { ReportRequestMoves } from '../features/tasks/components/report-request-moves';
import { ReportRequestStates } from '../features/tasks/components/report-request-states';
import { RowVerificationProvider } from '../features/tasks/components/row-verification-context';
import { SubmitForVerification } from '../features/tasks/components/submit-for-verification';
import { TaskPanel } from '../features/tasks/components/task-panel';
import { VerificationBadge } from '../features/tasks/components/verification-badge';
import { VerifiedShare } from '../features/tasks/components/verified-share';
import type { FeatureSlots } from '../lib/feature-slots';

/** What fills each feature slot (lib/feature-slots.tsx): the app is the one place that knows both sides. */
export const FEATURE_SLOTS: FeatureSlots = {
  SheetDialog,
  SubmitForVerification,
  VerificationBadge,
  RowVerificationProvider,
  VerifiedShare,
  ReportRequestStates,
  ReportRequestMoves,
  TaskPanel,
};
