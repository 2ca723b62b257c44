import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { AnswerCommandInput, TableView } from '@ghg/contracts';
import { readYourWrites } from '../../../lib/read-your-writes';
import { useAnswerCommandMutation, type AnswerCommandResult } from '../api/answer-command.mutation';
import { useSectionSheetQuery, type SectionSheet } from '../api/section-sheet.query';
import { cellErrorsOf, commandFailureOf, type CommandFailure } from '../model/command-failure';
import { knownRevision, loadStoredSheet, sheetKey, storeSheet } from '../model/draft-storage';
import { noteWrite } from '../model/last-write';
import { periodOf } from '../model/period';
import { rowCommand } from '../model/row-command';
import {
  addDraftRow,
  displayRows,
  editCell,
  emptyDraft,
  forgetRows,
  rebaseDraft,
  draftOnServerAnswer,
  type AddedRow,
  type DisplayRow,
  type SheetDraft,
} from '../model/sheet-draft';
import { keepUnchangedRows } from '../model/unchanged-rows';
import { writeQueue } from '../model/write-queue';

export type CommandOutcome =
  { ok: true; result: AnswerCommandResult } | { ok: false; failure: CommandFailure };

export type RowSaveOutcome = CommandOutcome | { ok: 'invalid' } | { ok: 'nothing' };

export interface SectionSheetState {
  /** The server's sheet, or the copy kept on this device while the server has not answered yet. */
  sheet: SectionSheet | null;
  fromLocalCopy: boolean;
  loadFailed: boolean;
  rows: DisplayRow[];
  hasUnsaved: boolean;
  /** A command was refused because someone else changed the section since it was read. */
  conflict: boolean;
  /** After a reload the user's unsaved input is back on top of the newer sheet. */
  reapplied: { lostRows: number } | null;
  /** Inline codes per row and field, from the last save of that row. */
  cellErrors: Record<string, Record<string, string>>;
  /** Position of this page's last accepted command (the history waits for it). */
  lastPosition: string | undefined;
  edit: (rowId: string, field: string, text: string) => void;
  addLocalRow: (row: AddedRow) => void;
  forget: (rowIds: readonly string[]) => void;
  run: (command: AnswerCommandInput) => Promise<CommandOutcome>;
  saveRow: (rowId: string) => Promise<RowSaveOutcome>;
  reload: () => void;
  dismissReapplied: () => void;
}

/**
 * One section sheet with the user's unsaved input: kept in localStorage after every change and restored before
 * the server answers; commands go one at a time with the revision they were decided on, and each answer is
 * followed by a read that waits for its position (read-your-writes).
 */
export function useSectionSheet(
  owner: { userId: string; organizationId: string },
  questionId: string,
  tables: readonly TableView[],
): SectionSheetState {
  const key = sheetKey(owner, questionId);
  const [stored] = useState(() => loadStoredSheet(key));
  const [query, refetch] = useSectionSheetQuery(questionId);
  const [, mutate] = useAnswerCommandMutation();
  const serverSheet = query.data?.sectionSheet ?? null;
  const sheet = serverSheet ?? stored?.snapshot ?? null;

  const [draft, setDraft] = useState<SheetDraft>(() => stored?.draft ?? emptyDraft(sheet?.revision ?? -1));
  const draftRef = useRef(draft);
  const sheetRef = useRef(sheet);
  sheetRef.current = sheet;
  const revision = useRef(Math.max(serverSheet?.revision ?? -1, knownRevision(stored)));
  const created = useRef(new Set<string>());
  const [enqueue] = useState(writeQueue);
  const reloading = useRef(false);
  /** Whether the server has answered since the page opened (until then the stored copy is shown). */
  const answered = useRef(false);
  const [conflict, setConflict] = useState(false);
  const conflictRef = useRef(false);
  const [reapplied, setReapplied] = useState<{ lostRows: number } | null>(null);
  const [cellErrors, setCellErrors] = useState<Record<string, Record<string, string>>>({});
  const [lastPosition, setLastPosition] = useState<string | undefined>(undefined);

  const updateDraft = useCallback(
    (change: (current: SheetDraft) => SheetDraft) => {
      const next = change(draftRef.current);
      if (next === draftRef.current) return;
      draftRef.current = next;
      setDraft(next);
      storeSheet(key, { draft: next, snapshot: sheetRef.current });
    },
    [key],
  );

  // Every answer of the server settles the draft: what it now holds is no longer the user's to keep.
  useEffect(() => {
    if (!serverSheet) return;
    if (reloading.current) {
      reloading.current = false;
      revision.current = serverSheet.revision;
      const rebased = rebaseDraft(draftRef.current, serverSheet, tables);
      conflictRef.current = false;
      setConflict(false);
      setReapplied({ lostRows: rebased.lostRows });
      updateDraft(() => rebased.draft);
    } else {
      revision.current = Math.max(revision.current, serverSheet.revision);
      const answer = draftOnServerAnswer(draftRef.current, serverSheet, tables, !answered.current);
      if (answer.reapplied) setReapplied(answer.reapplied);
      updateDraft(() => answer.draft);
    }
    answered.current = true;
    storeSheet(key, { draft: draftRef.current, snapshot: serverSheet });
  }, [serverSheet, tables, key, updateDraft]);

  const send = useCallback(
    async (command: AnswerCommandInput): Promise<CommandOutcome> => {
      // While the conflict prompt is up nothing more is sent on the stale revision.
      if (conflictRef.current) return { ok: false, failure: { code: 'WRONG_EXPECTED_REVISION', fields: [] } };
      const answer = await mutate({ questionId, command, expectedRevision: revision.current });
      if (answer.error || !answer.data) {
        const failure: CommandFailure = answer.error
          ? commandFailureOf(answer.error)
          : { code: 'OTHER', fields: [] };
        if (failure.code === 'WRONG_EXPECTED_REVISION') {
          conflictRef.current = true;
          setConflict(true);
        }
        // The page did not know the month was blocked or the row gone: it learns it, the input stays.
        if (failure.code === 'PERIOD_BLOCKED' || failure.code === 'ROW_NOT_FOUND')
          refetch({ requestPolicy: 'network-only' });
        return { ok: false, failure };
      }
      const result = answer.data.answerCommand;
      revision.current = result.revision;
      setLastPosition(result.position);
      // What is still unsaved now sits on top of this revision.
      updateDraft((current) => ({ ...current, baseRevision: result.revision }));
      noteWrite(result.position);
      refetch({ requestPolicy: 'network-only', fetchOptions: readYourWrites(result.position) });
      return { ok: true, result };
    },
    [mutate, questionId, refetch, updateDraft],
  );

  const run = useCallback((command: AnswerCommandInput) => enqueue(() => send(command)), [enqueue, send]);

  const onServer = useCallback(
    (rowId: string) =>
      created.current.has(rowId) || (sheetRef.current?.rows ?? []).some((row) => row.rowId === rowId),
    [],
  );

  // Planned at its turn in the queue: an edit made while the row's AddRow is on its way is then an UpdateRow.
  const saveRow = useCallback(
    (rowId: string): Promise<RowSaveOutcome> =>
      enqueue(async (): Promise<RowSaveOutcome> => {
        const rows = displayRows(sheetRef.current?.rows ?? [], draftRef.current);
        const row = rows.find((candidate) => candidate.rowId === rowId);
        const table = row && tables.find((t) => t.key === row.table);
        if (!row || !table) return { ok: 'nothing' };
        const planned = rowCommand(row, table, onServer(rowId), periodOf(new Date()));
        setCellErrors((all) => ({ ...all, [rowId]: planned.errors }));
        if (!planned.command) return { ok: Object.keys(planned.errors).length > 0 ? 'invalid' : 'nothing' };
        const command = planned.command;
        const outcome = await send(command);
        if (outcome.ok) {
          if (command.type === 'AddRow') created.current.add(rowId);
        } else if (outcome.failure.code === 'PERIOD_BLOCKED' || outcome.failure.code === 'VALIDATION_ERROR') {
          setCellErrors((all) => ({
            ...all,
            [rowId]: { ...planned.errors, ...cellErrorsOf(outcome.failure) },
          }));
        }
        return outcome;
      }),
    [enqueue, onServer, send, tables],
  );

  const reload = useCallback(() => {
    reloading.current = true;
    refetch({ requestPolicy: 'network-only' });
  }, [refetch]);

  // Rows whose data did not change keep their objects, so the table renders again only the rows that changed.
  const shownRows = useRef<readonly DisplayRow[]>([]);
  const rows = useMemo(() => {
    const next = keepUnchangedRows(shownRows.current, displayRows(sheet?.rows ?? [], draft));
    shownRows.current = next;
    return next;
  }, [sheet, draft]);

  return {
    sheet,
    fromLocalCopy: serverSheet === null && sheet !== null,
    loadFailed: Boolean(query.error) && serverSheet === null,
    rows,
    hasUnsaved: rows.some((row) => row.dirty.length > 0),
    conflict,
    reapplied,
    cellErrors,
    lastPosition,
    edit: (rowId, field, text) => updateDraft((current) => editCell(current, rowId, field, text)),
    addLocalRow: (row) => updateDraft((current) => addDraftRow(current, row)),
    forget: (rowIds) => updateDraft((current) => forgetRows(current, rowIds)),
    run,
    saveRow,
    reload,
    dismissReapplied: () => setReapplied(null),
  };
}
