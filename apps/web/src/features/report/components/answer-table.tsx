import { useCallback, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type {
  ColumnView,
  CustomFactorView,
  QuestionCatalogueView,
  SectionView,
  TableView,
} from '@ghg/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useLocalize } from '../../../components/localized';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import type { Locale } from '../../../i18n/locale';
import { tableRows } from '../model/sheet-draft';
import { periodOf } from '../model/period';
import { LOCATION_FIELD, type LocationEntity, locationChoices } from '../model/row-location';
import { AnswerTableRow } from './answer-table-row';
import { type EvidenceRequest, RowEvidenceDialog } from './row-evidence-dialog';
import { useReportMeQuery } from '../api/report-me.query';
import { CustomFactorDialog } from './custom-factor-dialog';
import { CUSTOM_KIND_OF_LIST, columnChoices, type OptionChoice } from './option-labels';
import type { RowActions } from './row-actions';
import { stickyEmissionCell, stickyNameCell, stickyStatusCell } from './sticky-columns';
import { TableToolbar } from './table-toolbar';
import { useTableActions } from './use-table-actions';
import type { SectionSheetState } from './use-section-sheet';
import { useFeatureSlots } from '../../../lib/feature-slots';
import { useSameData } from '../../../lib/same-data';
import { useLatest } from '../../../lib/use-latest';

export interface HistoryRequest {
  rowId?: string;
  title: string;
  factor?: { factorId: string; factorSetVersion: string; factorSource: string } | null;
}

interface AnswerTableProps {
  section: SectionView;
  table: TableView;
  catalogue: QuestionCatalogueView;
  locale: Locale;
  state: SectionSheetState;
  readOnly: boolean;
  fullScreen: boolean;
  onToggleFullScreen: () => void;
  /** The section was reset: the wizard starts again. */
  onReset: () => void;
  onHistory: (request: HistoryRequest) => void;
  /** The company's locations a row can name; null while they are read or when they could not be. */
  locations: readonly LocationEntity[] | null;
}

const NO_ERRORS: Record<string, string> = {};
const NO_CUSTOM_FACTORS: readonly CustomFactorView[] = [];

/** A section's data table: rows with inputs, badges and emissions, and the table actions. */
export function AnswerTable(props: AnswerTableProps) {
  const { section, table, catalogue, locale, state, readOnly } = props;
  const { t } = useTranslation('report');
  const { SubmitForVerification, SheetDialog } = useFeatureSlots();
  const showSnackbar = useSnackbar();
  const localize = useLocalize();
  const [customOpen, setCustomOpen] = useState(false);
  const [sheetsOpen, setSheetsOpen] = useState(false);
  const [evidence, setEvidence] = useState<EvidenceRequest | null>(null);
  const [me] = useReportMeQuery();
  const organizationId = me.data?.me.organizationId ?? null;
  const currentPeriod = periodOf(new Date());
  const sheet = state.sheet;
  const customFactors = useSameData(sheet?.customFactors ?? NO_CUSTOM_FACTORS);

  const rows = tableRows(state.rows, table.key);
  const customColumn = table.columns.find((c) => c.options !== null && CUSTOM_KIND_OF_LIST[c.options]);
  const customKind = customColumn?.options ? CUSTOM_KIND_OF_LIST[customColumn.options]! : null;
  const units = table.columns.find((c) => c.valueType === 'unit')?.units ?? [];
  const unitLabel = useCallback((unit: string) => t(`units.${unit}`, { defaultValue: unit }), [t]);
  // The row's props stay the same objects while their data does (AnswerTableRow is memoised).
  const choicesOf = useCallback(
    (column: ColumnView, cells: Readonly<Record<string, string>>) =>
      columnChoices(catalogue, column, customFactors, locale, unitLabel, cells),
    [catalogue, customFactors, locale, unitLabel],
  );
  const locations = props.locations;
  // One array per current value, so a row's location choices are the same object from render to render.
  const locationChoicesOf = useMemo(() => {
    const byCurrent = new Map<string, readonly OptionChoice[]>();
    const removed = t('table.locationRemoved');
    return (current: string) => {
      const known = byCurrent.get(current);
      if (known) return known;
      const choices = locationChoices(locations ?? [], current, removed);
      byCurrent.set(current, choices);
      return choices;
    };
  }, [locations, t]);

  // On a phone the row's name is the first cell: pinned left beside the pinned status and emission, all three fit.
  const nameFirst = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const actions = useTableActions({ section, table, state, rows, onReset: props.onReset });
  const { selected, setSelected, touched, notice, setNotice } = actions;
  const latest = useLatest({ state, actions, onHistory: props.onHistory, t });
  const rowActions = useMemo<RowActions>(
    () => ({
      select: (rowId, on) =>
        latest.current.actions.setSelected((current) => {
          const next = new Set(current);
          if (on) next.add(rowId);
          else next.delete(rowId);
          return next;
        }),
      edit: (rowId, field, text) => latest.current.state.edit(rowId, field, text),
      commit: (rowId) => void latest.current.actions.commit(rowId),
      duplicate: (row) => void latest.current.actions.duplicate(row),
      remove: (row) => void latest.current.actions.deleteRows([row]),
      discard: (rowId) => latest.current.state.forget([rowId]),
      history: (row, number) =>
        latest.current.onHistory({
          rowId: row.rowId,
          title: latest.current.t('table.rowHistory', { number }),
          factor: row.saved?.emission ?? null,
        }),
      evidence: (rowId, number) => setEvidence({ rowId, number }),
    }),
    [latest],
  );

  const selectable = rows.filter((row) => !row.saved?.blocked);
  const allSelected = selectable.length > 0 && selectable.every((row) => selected.has(row.rowId));
  // Rows are numbered as shown, so every row has its own number (and accessible names stay unique).
  const numbers = new Map(rows.map((row, index) => [row.rowId, index + 1]));

  const body = (
    <Paper
      variant="outlined"
      data-testid={`answer-table-${table.key}`}
      onKeyDown={(event) => {
        if (props.fullScreen && event.key === 'Escape') props.onToggleFullScreen();
      }}
      sx={
        props.fullScreen
          ? { position: 'fixed', inset: 0, zIndex: 1300, p: 2, overflow: 'auto', borderRadius: 0 }
          : { p: 2 }
      }
    >
      <Typography variant="h6" component="h3" gutterBottom>
        {table.label[locale]}
      </Typography>
      <TableToolbar
        locale={locale}
        readOnly={readOnly}
        selectedCount={rows.filter((row) => selected.has(row.rowId)).length}
        hasUnsaved={rows.some((row) => row.saved === null || row.dirty.length > 0)}
        fullScreen={props.fullScreen}
        customLabel={customKind ? t(`custom.title.${customKind}`) : null}
        onAdd={actions.addRow}
        onSaveAll={actions.saveAll}
        onDeleteSelected={() => actions.deleteRows(rows.filter((row) => selected.has(row.rowId)))}
        onDeleteAll={actions.deleteAll}
        onReset={actions.reset}
        onCustom={() => setCustomOpen(true)}
        onToggleFullScreen={props.onToggleFullScreen}
        onSheets={() => setSheetsOpen(true)}
      />
      <SheetDialog
        open={sheetsOpen}
        onClose={() => setSheetsOpen(false)}
        questionId={section.key}
        catalogue={catalogue}
        locale={locale}
        readOnly={readOnly}
        onChanged={() => state.reload()}
      />
      <SubmitForVerification
        disabled={readOnly}
        rowIds={(rows.some((row) => selected.has(row.rowId))
          ? rows.filter((row) => selected.has(row.rowId))
          : rows
        )
          .filter((row) => row.saved !== null)
          .map((row) => row.rowId)}
      />
      {notice && (
        <Alert severity="error" onClose={() => setNotice(null)} sx={{ mb: 1 }} data-testid="table-notice">
          {notice}
        </Alert>
      )}
      {!readOnly && locations !== null && locations.length === 0 && (
        <Alert severity="info" sx={{ mb: 1 }} data-testid="table-no-locations">
          {t('table.noLocations')}{' '}
          <Link component={RouterLink} to={localize('/company/locations')}>
            {t('table.goToLocations')}
          </Link>
        </Alert>
      )}
      {/* Focusable, so the keyboard can scroll the wide table sideways too. */}
      <TableContainer tabIndex={0} role="region" aria-label={table.label[locale]}>
        <Table size="small" aria-label={table.label[locale]}>
          <TableHead>
            <TableRow>
              {nameFirst && <TableCell sx={stickyNameCell}>{table.columns[0]?.label[locale]}</TableCell>}
              <TableCell padding="checkbox">
                <Checkbox
                  checked={allSelected}
                  disabled={readOnly || selectable.length === 0}
                  onChange={(event) =>
                    setSelected(event.target.checked ? new Set(selectable.map((r) => r.rowId)) : new Set())
                  }
                  slotProps={{
                    input: { 'aria-label': t('table.selectAll'), 'data-testid': 'rows-select-all' } as object,
                  }}
                />
              </TableCell>
              <TableCell>{t('table.number')}</TableCell>
              <TableCell>{t('table.month')} *</TableCell>
              {table.columns.map((column, index) =>
                nameFirst && index === 0 ? null : (
                  <TableCell key={column.key} sx={index === 0 ? stickyNameCell : undefined}>
                    {column.label[locale]}
                    {column.required ? ' *' : ''}
                  </TableCell>
                ),
              )}
              <TableCell>{t('table.location')}</TableCell>
              <TableCell>{t('table.actions')}</TableCell>
              <TableCell sx={stickyStatusCell}>{t('table.badge')}</TableCell>
              <TableCell align="right" sx={stickyEmissionCell}>
                {t('table.emission')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => {
              const number = numbers.get(row.rowId) ?? 0;
              return (
                <AnswerTableRow
                  key={row.rowId}
                  row={row}
                  number={number}
                  nameFirst={nameFirst}
                  table={table}
                  locale={locale}
                  currentPeriod={currentPeriod}
                  choicesOf={choicesOf}
                  locationChoices={locationChoicesOf(row.values[LOCATION_FIELD] ?? '')}
                  locationsKnown={locations !== null}
                  readOnly={readOnly}
                  touched={touched.has(row.rowId)}
                  serverErrors={state.cellErrors[row.rowId] ?? NO_ERRORS}
                  selected={selected.has(row.rowId)}
                  actions={rowActions}
                  evidence={organizationId !== null}
                />
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {rows.length === 0 && (
        <Typography color="text.secondary" sx={{ p: 2 }} data-testid="table-empty">
          {t('table.empty')}
        </Typography>
      )}
      {organizationId && (
        <RowEvidenceDialog
          organizationId={organizationId}
          questionId={section.key}
          request={evidence}
          readOnly={readOnly}
          locale={locale}
          onClose={() => setEvidence(null)}
          onAttached={() => state.reload()}
        />
      )}
      {customKind && (
        <CustomFactorDialog
          open={customOpen}
          kind={customKind}
          units={units.map((unit) => ({ key: unit, label: unitLabel(unit) }))}
          run={state.run}
          onClose={() => setCustomOpen(false)}
          onDefined={() => showSnackbar({ message: t('snackbar.customSaved'), theme: 'success' })}
        />
      )}
    </Paper>
  );
  return <Box>{body}</Box>;
}
