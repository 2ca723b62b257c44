import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { DialogsContext, type DialogRequest, type Dialogs } from './dialogs-context';

interface OpenDialog extends DialogRequest {
  id: number;
}

/** The dialogs group: any page opens a dialog through useDialogs(); several may stack. */
export function DialogsProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const [stack, setStack] = useState<OpenDialog[]>([]);
  const nextId = useRef(1);

  const close = useCallback((id: number) => setStack((current) => current.filter((d) => d.id !== id)), []);
  const open = useCallback(
    (request: DialogRequest) => {
      const id = nextId.current++;
      setStack((current) => [...current, { ...request, id }]);
      return () => close(id);
    },
    [close],
  );
  const dialogs = useMemo<Dialogs>(() => ({ open }), [open]);

  return (
    <DialogsContext.Provider value={dialogs}>
      {children}
      {stack.map((dialog) => (
        <Dialog
          key={dialog.id}
          open
          onClose={() => close(dialog.id)}
          aria-labelledby={`dialog-title-${dialog.id}`}
        >
          <DialogTitle id={`dialog-title-${dialog.id}`}>{dialog.title}</DialogTitle>
          <DialogContent>{dialog.content}</DialogContent>
          <DialogActions>
            {dialog.actions?.(() => close(dialog.id))}
            <Button onClick={() => close(dialog.id)}>{t('close')}</Button>
          </DialogActions>
        </Dialog>
      ))}
    </DialogsContext.Provider>
  );
}
