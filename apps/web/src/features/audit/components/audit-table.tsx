import { useState } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { AnswerAuditEntry } from '../../../components/history/answer-audit.query';
import {
  describeChange,
  eventLabel,
  formatPeriod,
  sectionLabel,
  type HistoryWording,
} from '../../../components/history/answer-history';

interface AuditTableProps {
  entries: AnswerAuditEntry[];
  wording: HistoryWording;
}

const PAGE_SIZES = [25, 50, 100];
const COLUMNS = [
  'occurredAt',
  'actor',
  'event',
  'section',
  'period',
  'row',
  'field',
  'before',
  'after',
] as const;

/** One line per changed field, newest first, paged in the browser (the server gives at most 1000). */
export function AuditTable({ entries, wording }: AuditTableProps) {
  const { t } = useTranslation('audit');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[1] ?? 50);
  const when = new Intl.DateTimeFormat(wording.locale, { dateStyle: 'short', timeStyle: 'medium' });
  // A new filter may leave fewer pages than the one being shown.
  const lastPage = Math.max(0, Math.ceil(entries.length / pageSize) - 1);
  const shownPage = Math.min(page, lastPage);
  const shown = entries.slice(shownPage * pageSize, (shownPage + 1) * pageSize);

  return (
    <>
      {/* Focusable, so the keyboard can scroll it sideways too. */}
      <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('page.table')}>
        <Table size="small" aria-label={t('page.table')} data-testid="audit-table">
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column} sx={{ whiteSpace: 'nowrap' }}>
                  {t(column === 'section' ? 'page.section' : `page.${column}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((entry) => {
              const change = describeChange(wording, entry);
              return (
                <TableRow key={entry.id} hover data-testid="audit-row" data-event-type={entry.eventType}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <time dateTime={entry.occurredAt}>{when.format(new Date(entry.occurredAt))}</time>
                  </TableCell>
                  <TableCell data-testid="audit-row-actor" sx={{ minWidth: 110 }}>
                    {entry.actorName}
                  </TableCell>
                  <TableCell sx={{ minWidth: 120 }}>{eventLabel(wording, entry.eventType)}</TableCell>
                  <TableCell>{sectionLabel(wording, entry.questionId)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {entry.period ? formatPeriod(entry.period) : ''}
                  </TableCell>
                  <TableCell
                    title={entry.rowId ?? undefined}
                    sx={{ fontFamily: 'monospace', fontSize: '0.75rem' }}
                  >
                    {entry.rowId ? entry.rowId.slice(0, 8) : ''}
                  </TableCell>
                  <TableCell sx={{ minWidth: 110 }}>{change.field}</TableCell>
                  <TableCell sx={{ minWidth: 140, overflowWrap: 'break-word' }}>{change.before}</TableCell>
                  <TableCell sx={{ minWidth: 140, overflowWrap: 'break-word' }}>{change.after}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={entries.length}
        page={shownPage}
        rowsPerPage={pageSize}
        rowsPerPageOptions={PAGE_SIZES}
        onPageChange={(_, next) => setPage(next)}
        onRowsPerPageChange={(event) => {
          setPageSize(Number(event.target.value));
          setPage(0);
        }}
        labelRowsPerPage={t('page.rowsPerPage')}
        labelDisplayedRows={({ from, to, count }) => t('page.displayedRows', { from, to, count })}
        getItemAriaLabel={(type) => t(type === 'next' ? 'page.nextPage' : 'page.previousPage')}
        data-testid="audit-pagination"
      />
    </>
  );
}
