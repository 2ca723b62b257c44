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
  onSelect: (selected: boolean) => void;
  onEdit: (field: string, text: string) => void;
  onCommit: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
  /** Drops the row's unsaved text (a row never saved goes away). */
  onDiscard: () => void;
  onHistory: () => void;
  /** Opens the row's files (evidence); absent until the organization is known. */
  onEvidence?: () => void;
}

/** One data row: month, the table's cells, badge, emission in t CO2e and the row's actions. */
export function AnswerTableRow(props: AnswerTableRowProps) {
  const { row, number, table, locale, currentPeriod, readOnly, touched, serverErrors } = props;
  const { t } = useTranslation('report');
  const { VerificationBadge } = useFeatureSlots();
  const blocked = row.saved?.blocked ?? false;
  const locked = readOnly || blocked;
  const unsaved = row.saved === null || row.dirty.length > 0;
  const cellLabel = (column: string) => t('table.cellLabel', { column, number });

  const errorOf = (field: string, local: string | null): string | null =>
    serverErrors[field] ?? (touched ? local : null);

  const cellOf = (column: ColumnView) => (
    <CellInput
      id={`cell-${row.rowId}-${column.key}`}
      column={column}
      label={cellLabel(column.label[locale])}
      text={row.values[column.key] ?? ''}
      choices={props.choicesOf(column, row.values)}
      disabled={locked}
      errorCode={errorOf(column.key, cellError(column, row.values[column.key] ?? ''))}
      onChange={(text) => props.onEdit(column.key, text)}
      onCommit={props.onCommit}
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
          onChange={(event) => props.onSelect(event.target.checked)}
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
            onChange={(text) => props.onEdit(PERIOD_FIELD, text)}
            onCommit={props.onCommit}
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
          onChange={(text) => props.onEdit(LOCATION_FIELD, text)}
          onCommit={props.onCommit}
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
                onClick={props.onDuplicate}
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
              onClick={props.onDiscard}
              data-testid="row-discard"
            >
              <UndoIcon fontSize="inherit" />
            </IconButton>
          </Tooltip>
        )}
        {row.saved && (
          <HistoryButton
            onClick={props.onHistory}
            label={t('table.rowHistory', { number })}
            data-testid="row-history"
          />
        )}
        {row.saved && props.onEvidence && (
          <Tooltip title={t('table.rowEvidence', { number })}>
            <IconButton
              size="small"
              aria-label={t('table.rowEvidence', { number })}
              onClick={props.onEvidence}
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
                onClick={props.onDelete}
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
}
