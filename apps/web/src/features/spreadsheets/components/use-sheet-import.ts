import type { SheetImportStatusView, SheetImportView } from '@ghg/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchImportHistory } from '../api/sheet-import-history';
import { revertImport } from '../api/sheet-import-revert';
import { fetchImportStatus } from '../api/sheet-import-status';
import { uploadSheet } from '../api/sheet-import-upload';
import { fileProblem } from '../model/file-check';

export type ImportView =
  | { kind: 'idle' }
  | { kind: 'refused-file'; code: string }
  | { kind: 'uploading'; percent: number }
  | { kind: 'processing'; status: SheetImportStatusView };

const POLL_MS = 600;
const storageKey = (organizationId: string) => `ghg.sheetImport.${organizationId}`;
const FINAL = new Set(['imported', 'refused', 'failed']);

/**
 * One upload's life in the dialog: browser checks, upload progress, then the server's phases polled until final.
 * The running import's id is kept in sessionStorage, so closing the dialog (or the page) and coming back picks
 * its progress up again.
 */
export function useSheetImport(
  organizationId: string | null,
  onDone: (status: SheetImportStatusView) => void,
) {
  const [view, setView] = useState<ImportView>({ kind: 'idle' });
  const [history, setHistory] = useState<SheetImportView[]>([]);
  const [busy, setBusy] = useState(false);
  const done = useRef(onDone);
  done.current = onDone;

  const refreshHistory = useCallback(
    async (position?: string) => {
      if (organizationId) setHistory(await fetchImportHistory(organizationId, position));
    },
    [organizationId],
  );

  const follow = useCallback(
    (importId: string) => {
      if (!organizationId) return () => undefined;
      let stopped = false;
      const tick = async () => {
        const status = await fetchImportStatus(organizationId, importId).catch(() => null);
        if (stopped) return;
        if (!status) {
          sessionStorage.removeItem(storageKey(organizationId));
          setView({ kind: 'idle' });
          return;
        }
        setView({ kind: 'processing', status });
        if (FINAL.has(status.phase)) {
          sessionStorage.removeItem(storageKey(organizationId));
          await refreshHistory(status.position ?? undefined);
          done.current(status);
          return;
        }
        setTimeout(() => void tick(), POLL_MS);
      };
      void tick();
      return () => {
        stopped = true;
      };
    },
    [organizationId, refreshHistory],
  );

  useEffect(() => {
    if (!organizationId) return undefined;
    void refreshHistory();
    const running = sessionStorage.getItem(storageKey(organizationId));
    return running ? follow(running) : undefined;
  }, [organizationId, follow, refreshHistory]);

  const start = useCallback(
    async (file: File) => {
      if (!organizationId) return;
      const problem = fileProblem(file);
      if (problem) {
        setView({ kind: 'refused-file', code: problem === 'type' ? 'FILE_TYPE' : 'FILE_TOO_LARGE' });
        return;
      }
      setView({ kind: 'uploading', percent: 0 });
      const answer = await uploadSheet(organizationId, file, (percent) =>
        setView({ kind: 'uploading', percent }),
      );
      if (!answer.ok) {
        setView({ kind: 'refused-file', code: answer.code });
        return;
      }
      sessionStorage.setItem(storageKey(organizationId), answer.status.importId);
      follow(answer.status.importId);
    },
    [organizationId, follow],
  );

  const revert = useCallback(
    async (importId: string): Promise<boolean> => {
      if (!organizationId) return false;
      setBusy(true);
      const answer = await revertImport(organizationId, importId);
      setBusy(false);
      if (answer.ok) await refreshHistory(answer.body.position);
      return answer.ok;
    },
    [organizationId, refreshHistory],
  );

  return { view, history, busy, start, revert, reset: () => setView({ kind: 'idle' }) };
}
