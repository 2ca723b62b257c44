import { memo } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ColumnView, TableView } from '@ghg/contracts';
import { useTranslation } from 'react-i18next';
import { HistoryButton } from '../../../components/history';
import type { Locale } from '../../../i18n/locale';
import { cellError } from '../model/cell-value';
import { periodInputError } from '../model/period';
import { LOCATION_COLUMN, LOCATION_FIELD } from '../model/row-location';
import { PERIOD_FIELD, type DisplayRow } from '../model/sheet-draft';
import { CellInput } from './cell-input';
import { formatTonnes } from './format';
import { AttachFileIcon, CopyIcon, DeleteIcon, LockIcon, UndoIcon } from './icons';
import type { OptionChoice } from './option-labels';
import type { RowActions } from './row-actions';
import { RowBadge } from './row-badge';
import { stickyEmissionCell, stickyNameCell, stickyStatusCell } from './sticky-columns';
import { useFeatureSlots } from '../../../lib/feature-slots';

interface AnswerTableRowProps {
  row: DisplayRow;
  /** The row's number as shown (its order among main rows). */
  number: number;
  /** A phone: the first column (the row's name) comes first. */
  nameFirst: boolean;
  table: TableView;
  locale: Locale;
  currentPeriod: string;
  choicesOf: (column: ColumnView, cells: Readonly<Record<string, string>>) => readonly OptionChoice[];
  /** The choices of the row's location cell (the company's locations). */
  locationChoices: readonly OptionChoice[];
  /** The locations have been read: until then the location cell cannot be changed. */
  locationsKnown: boolean;
  readOnly: boolean;
  /** Show every problem of the row, 'This field is required' included (the user has worked on it). */
  touched: boolean;
  serverErrors: Record<string, string>;
  selected: boolean;
  /** The same object for every row and render (row-actions.ts). */
  actions: RowActions;
  /** The row's files can be opened (the organization is known). */
  evidence: boolean;
}

/**
 * One data row: month, the table's cells, badge, emission in t CO2e and the row's actions. Memoised: its props
 * are data kept equal while unchanged (model/unchanged-rows.ts) and one stable `actions` object, so editing one
 * row renders that row alone.
 */
export const AnswerTableRow = memo(function AnswerTableRow(props: AnswerTableRowProps) {
  const { row, number, table, locale, currentPeriod, readOnly, touched, serverErrors, actions } = props;
  const { t } = useTranslation('report');
  const { VerificationBadge } = useFeatureSlots();
  const blocked = row.saved?.blocked ?? false;
  const locked = readOnly || blocked;
  const unsaved = row.saved === null || row.dirty.length > 0;
  const cellLabel = (column: string) => t('table.cellLabel', { column, number });

  const errorOf = (field: string, local: string | null): string | null =>
    serverErrors[field] ?? (touched ? local : null);

  const commit = () => actions.commit(row.rowId);
  const cellOf = (column: ColumnView) => (
    <CellInput
      id={`cell-${row.rowId}-${column.key}`}
      column={column}
      label={cellLabel(column.label[locale])}
      text={row.values[column.key] ?? ''}
      choices={props.choicesOf(column, row.values)}
      disabled={locked}
      errorCode={errorOf(column.key, cellError(column, row.values[column.key] ?? ''))}
      onChange={(text) => actions.edit(row.rowId, column.key, text)}
      onCommit={commit}
    />
  );

  return (
    <TableRow
      hover
      selected={props.selected}
      data-testid="answer-row"
      data-row-id={row.rowId}
      data-blocked={blocked || undefined}
      sx={blocked ? { bgcolor: 'action.hover' } : undefined}
    >
      {props.nameFirst && table.columns[0] && (
        <TableCell sx={stickyNameCell}>{cellOf(table.columns[0])}</TableCell>
      )}
      <TableCell padding="checkbox">
        <Checkbox
          checked={props.selected}
          disabled={locked}
          onChange={(event) => actions.select(row.rowId, event.target.checked)}
          slotProps={{
            input: { 'aria-label': t('table.selectRow', { number }), 'data-testid': 'row-select' } as object,
          }}
        />
      </TableCell>
      <TableCell>{number}</TableCell>
      <TableCell>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
          {blocked && (
            <LockIcon
              color="action"
              fontSize="small"
              // titleAccess, not aria-label: SvgIcon hides itself from assistive technology without a title.
              titleAccess={t('table.blockedIcon')}
              data-testid="row-locked"
              sx={{ mt: 1 }}
            />
          )}
          <CellInput
            id={`cell-${row.rowId}-period`}
            column={{ key: PERIOD_FIELD, valueType: 'text' }}
            label={cellLabel(t('table.month'))}
            text={row.period}
            choices={[]}
            disabled={locked}
            errorCode={errorOf(PERIOD_FIELD, periodInputError(row.period, currentPeriod))}
            onChange={(text) => actions.edit(row.rowId, PERIOD_FIELD, text)}
            onCommit={commit}
          />
        </Box>
        {/* Said in words next to the row, not only on hover: why nothing in it can be changed. */}
        {blocked && (
          <Typography
            variant="caption"
            color="text.secondary"
            component="p"
            data-testid="row-blocked-reason"
            sx={{ maxWidth: 200, mt: 0.5 }}
          >
            {t('table.blocked')}
          </Typography>
        )}
      </TableCell>
      {table.columns.map((column, index) =>
        props.nameFirst && index === 0 ? null : (
          <TableCell key={column.key} sx={index === 0 ? stickyNameCell : undefined}>
            {cellOf(column)}
          </TableCell>
        ),
      )}
      <TableCell>
        <CellInput
          id={`cell-${row.rowId}-${LOCATION_FIELD}`}
          column={LOCATION_COLUMN}
          label={cellLabel(t('table.location'))}
          text={row.values[LOCATION_FIELD] ?? ''}
          choices={props.locationChoices}
          disabled={locked || !props.locationsKnown || props.locationChoices.length === 0}
          errorCode={serverErrors[LOCATION_FIELD] ?? null}
          onChange={(text) => actions.edit(row.rowId, LOCATION_FIELD, text)}
          onCommit={commit}
        />
      </TableCell>
      {/* Before status and emission: those two stay the row's last cells, pinned on the right at any scroll. */}
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {!readOnly && (
          <Tooltip title={t('table.duplicate')}>
            <span>
              <IconButton
                size="small"
                aria-label={t('table.duplicateRow', { number })}
                disabled={blocked || row.saved === null}
                onClick={() => actions.duplicate(row)}
                data-testid="row-duplicate"
              >
                <CopyIcon fontSize="inherit" />
              </IconButton>
            </span>
          </Tooltip>
        )}
        {!readOnly && row.dirty.length > 0 && (
          <Tooltip title={t('table.discard')}>
            <IconButton
              size="small"
              aria-label={t('table.discardRow', { number })}
              onClick={() => actions.discard(row.rowId)}
              data-testid="row-discard"
            >
              <UndoIcon fontSize="inherit" />
            </IconButton>
          </Tooltip>
        )}
        {row.saved && (
          <HistoryButton
            onClick={() => actions.history(row, number)}
            label={t('table.rowHistory', { number })}
            data-testid="row-history"
          />
        )}
        {row.saved && props.evidence && (
          <Tooltip title={t('table.rowEvidence', { number })}>
            <IconButton
              size="small"
              aria-label={t('table.rowEvidence', { number })}
              onClick={() => actions.evidence(row.rowId, number)}
              data-testid="row-evidence"
            >
              <AttachFileIcon fontSize="inherit" />
            </IconButton>
          </Tooltip>
        )}
        {!readOnly && (
          <Tooltip title={t('table.delete')}>
            <span>
              <IconButton
                size="small"
                aria-label={t('table.deleteRow', { number })}
                disabled={blocked}
                onClick={() => actions.remove(row)}
                data-testid="row-delete"
              >
                <DeleteIcon fontSize="inherit" />
              </IconButton>
            </span>
          </Tooltip>
        )}
      </TableCell>
      <TableCell sx={stickyStatusCell} data-testid="row-status">
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, alignItems: 'flex-start' }}>
          {row.saved && <RowBadge badge={row.saved.badge} />}
          {row.saved && <VerificationBadge rowId={row.rowId} />}
          {row.saved?.badge === 'error' && row.saved.errorReason && (
            <Typography
              variant="caption"
              color="error"
              data-testid="row-error-reason"
              data-error-code={row.saved.errorCode ?? undefined}
              sx={{ maxWidth: 220 }}
            >
              {row.saved.errorReason[locale]}
            </Typography>
          )}
          {unsaved && (
            <Chip size="small" variant="outlined" label={t('table.unsaved')} data-testid="row-unsaved" />
          )}
        </Box>
      </TableCell>
      <TableCell
        align="right"
        data-testid="row-emission"
        data-co2e-kg={row.saved?.emission?.co2eKg}
        sx={stickyEmissionCell}
      >
        {row.saved?.emission ? formatTonnes(row.saved.emission.co2eKg, locale) : '—'}
      </TableCell>
    </TableRow>
  );
});
