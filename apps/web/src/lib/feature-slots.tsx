import type { QuestionCatalogueView } from '@ghg/contracts';
import { type ComponentType, createContext, type ReactNode, useContext } from 'react';
import type { Locale } from '../i18n/locale';

/**
 * Places where one feature shows a piece of another (the row-verification badge in a data table, the task panel
 * on the dashboard…). Features stay independent: each renders the slot by name, and the app (app/feature-slots.tsx)
 * fills the slots with the owning feature's component. An unfilled slot renders nothing (its children for a
 * provider), so a feature works alone in a test.
 */
export interface FeatureSlots {
  SheetDialog: ComponentType<{
    open: boolean;
    onClose: () => void;
    questionId: string;
    catalogue: QuestionCatalogueView;
    locale: Locale;
    readOnly: boolean;
    onChanged: (position: string | undefined) => void;
  }>;
  SubmitForVerification: ComponentType<{ rowIds: string[]; disabled: boolean }>;
  VerificationBadge: ComponentType<{ rowId: string }>;
  RowVerificationProvider: ComponentType<{ afterPosition: string | undefined; children: ReactNode }>;
  VerifiedShare: ComponentType;
  ReportRequestStates: ComponentType;
  ReportRequestMoves: ComponentType<{ organizationId: string; requestId: string }>;
  TaskPanel: ComponentType;
}

const Nothing = () => null;
const Through = ({ children }: { children: ReactNode }) => <>{children}</>;

export const EMPTY_SLOTS: FeatureSlots = {
  SheetDialog: Nothing,
  SubmitForVerification: Nothing,
  VerificationBadge: Nothing,
  RowVerificationProvider: Through,
  VerifiedShare: Nothing,
  ReportRequestStates: Nothing,
  ReportRequestMoves: Nothing,
  TaskPanel: Nothing,
};

const FeatureSlotsContext = createContext<FeatureSlots>(EMPTY_SLOTS);
export const FeatureSlotsProvider = FeatureSlotsContext.Provider;

export const useFeatureSlots = (): FeatureSlots => useContext(FeatureSlotsContext);
