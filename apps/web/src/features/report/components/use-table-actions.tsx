import { useState } from 'react';
import Button from '@mui/material/Button';
import type { SectionView, TableView } from '@ghg/contracts';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '../../../components/dialogs/dialogs-context';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import type { CommandFailure } from '../model/command-failure';
import { newRowId, newRowValues } from '../model/new-row';
import { periodLabel, periodOf } from '../model/period';
import type { DisplayRow } from '../model/sheet-draft';
import type { RowSaveOutcome, SectionSheetState } from './use-section-sheet';

interface TableActionsInput {
  section: SectionView;
  table: TableView;
  state: SectionSheetState;
  /** The rows of this table as shown. */
  rows: readonly DisplayRow[];
  onReset: () => void;
}

/**
 * What the table's buttons do: each sends its command, then says so in a snackbar (Saved!, row added,
 * duplicated, deleted, all rows deleted) or shows why it was refused; delete all and reset ask first.
 */
export function useTableActions({ section, table, state, rows, onReset }: TableActionsInput) {
  const { t } = useTranslation('report');
  const { t: tCommon } = useTranslation('common');
  const { t: tValidation } = useTranslation('validation');
  const dialogs = useDialogs();
  const showSnackbar = useSnackbar();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [notice, setNotice] = useState<string | null>(null);
  const sheet = state.sheet;
  const currentPeriod = periodOf(new Date());

  const failed = (failure: CommandFailure) => {
    if (failure.code === 'WRONG_EXPECTED_REVISION') return; // the conflict prompt speaks
    if (failure.code === 'PERIOD_BLOCKED') setNotice(tValidation('period_blocked'));
    else if (failure.code === 'FORBIDDEN') setNotice(t('errors.forbidden'));
    else if (failure.code !== 'VALIDATION_ERROR') setNotice(t('errors.saveFailed'));
  };
  const saved = (outcome: RowSaveOutcome, message: string) => {
    if (outcome.ok === true) {
      setNotice(null);
      showSnackbar({ message, theme: 'success' });
    } else if (outcome.ok === false) failed(outcome.failure);
  };

  const commit = async (rowId: string) => {
    setTouched((current) => new Set(current).add(rowId));
    saved(await state.saveRow(rowId), tCommon('snackbar.saved'));
  };

  const addRow = async () => {
    const rowId = newRowId();
    state.addLocalRow({
      rowId,
      table: table.key,
      period: periodLabel(currentPeriod),
      values: newRowValues(section, table, { items: sheet?.items ?? [], fuels: sheet?.fuels ?? [] }),
    });
    saved(await state.saveRow(rowId), t('snackbar.rowAdded'));
  };

  const saveAll = async () => {
    const dirty = rows.filter((row) => row.saved === null || row.dirty.length > 0);
    setTouched((current) => new Set([...current, ...dirty.map((row) => row.rowId)]));
    for (const row of dirty) {
      const outcome = await state.saveRow(row.rowId);
      if (outcome.ok === false) return failed(outcome.failure);
    }
    showSnackbar({ message: tCommon('snackbar.saved'), theme: 'success' });
  };

  const deleteRows = async (targets: readonly DisplayRow[]) => {
    const onServer = targets.filter((row) => row.saved !== null).map((row) => row.rowId);
    if (onServer.length > 0) {
      const outcome = await state.run({ type: 'DeleteRows', rowIds: onServer });
      if (!outcome.ok) return failed(outcome.failure);
    }
    state.forget(targets.map((row) => row.rowId));
    setSelected(new Set());
    setNotice(null);
    showSnackbar({ message: t('snackbar.deleted'), theme: 'success' });
  };

  const confirm = (title: string, text: string, action: () => void) =>
    dialogs.open({
      title,
      content: text,
      actions: (close) => (
        <Button
          color="error"
          variant="contained"
          data-testid="confirm-action"
          onClick={() => {
            close();
            action();
          }}
        >
          {t('confirm.yes')}
        </Button>
      ),
    });

  const deleteAll = () =>
    confirm(t('confirm.deleteAllTitle'), t('confirm.deleteAllText'), async () => {
      const outcome = await state.run({ type: 'DeleteAllRows' });
      if (!outcome.ok) return failed(outcome.failure);
      state.forget(state.rows.filter((row) => !row.saved?.blocked).map((row) => row.rowId));
      setSelected(new Set());
      const kept = outcome.result.keptBlocked;
      showSnackbar({
        message: kept > 0 ? t('snackbar.allDeletedKept', { number: kept }) : t('snackbar.allDeleted'),
        theme: kept > 0 ? 'info' : 'success',
      });
    });

  const reset = () =>
    confirm(t('confirm.resetTitle'), t('confirm.resetText'), async () => {
      const outcome = await state.run({ type: 'ResetSection' });
      if (!outcome.ok) return failed(outcome.failure);
      state.forget(state.rows.filter((row) => !row.saved?.blocked).map((row) => row.rowId));
      setSelected(new Set());
      showSnackbar({ message: t('snackbar.reset'), theme: 'success' });
      onReset();
    });

  const duplicate = async (row: DisplayRow) => {
    const outcome = await state.run({ type: 'DuplicateRow', rowId: row.rowId, newRowId: newRowId() });
    saved(outcome, t('snackbar.duplicated'));
  };

  return {
    selected,
    setSelected,
    touched,
    notice,
    setNotice,
    commit,
    addRow,
    saveAll,
    deleteRows,
    deleteAll,
    reset,
    duplicate,
  };
}
