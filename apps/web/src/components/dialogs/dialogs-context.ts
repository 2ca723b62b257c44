import { createContext, useContext, type ReactNode } from 'react';

export interface DialogRequest {
  title: string;
  content: ReactNode;
  /** Extra buttons next to 'Close'; each gets the function that closes this dialog. */
  actions?: (close: () => void) => ReactNode;
}

export interface Dialogs {
  open: (request: DialogRequest) => () => void;
}

export const DialogsContext = createContext<Dialogs | null>(null);

export function useDialogs(): Dialogs {
  const dialogs = useContext(DialogsContext);
  if (!dialogs) throw new Error('useDialogs must be used inside DialogsProvider');
  return dialogs;
}
