import { useCallback, useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { CombinedError } from 'urql';
import { useViewerQuery } from '../../../lib/session/viewer-role';
import { useDocumentTitle } from '../../../components/document-title';
import { useAnswerAuditLogQuery } from '../../../components/history/answer-audit.query';
import { actorsOf } from '../../../components/history/answer-history';
import { useHistoryWording } from '../../../components/history/use-history-wording';
import { PageLoading } from '../../../components/page-status';
import { AuditFilterBar } from '../components/audit-filter-bar';
import {
  AUDIT_LIMIT,
  NO_FILTERS,
  auditExportUrl,
  auditQueryString,
  filtersFromSearch,
  toAuditFilter,
  type AuditFilters,
} from '../components/audit-filters';
import { DownloadIcon } from '../components/audit-icons';
import { AuditTable } from '../components/audit-table';

function isForbidden(error: CombinedError): boolean {
  return error.graphQLErrors.some((e) => e.extensions?.code === 'FORBIDDEN');
}

/** The auditor's page: every answer event of the organization, filtered, exportable as CSV. Read-only. */
export default function AuditRoute() {
  const { t } = useTranslation('audit');
  useDocumentTitle(t('page.title'));
  const wording = useHistoryWording();
  const [search, setSearch] = useSearchParams();
  // The page's state is the source of the filters (two quick changes must not read a stale address); the
  // address follows it, so a reload or a shared link shows the same events.
  const [filters, setFilters] = useState(() => filtersFromSearch(search));
  const onChange = useCallback(
    (patch: Partial<AuditFilters>) => setFilters((now) => ({ ...now, ...patch })),
    [],
  );
  const query = auditQueryString(filters);
  useEffect(() => {
    setSearch(new URLSearchParams(query), { replace: true });
  }, [query, setSearch]);
  const [viewer] = useViewerQuery();
  const organizationId = viewer.data?.me.organizationId;
  const [log, refetch] = useAnswerAuditLogQuery(toAuditFilter(filters));
  // Everyone in the trail, whatever the filters: the unfiltered read is the same query when no filter is set.
  const [everyone] = useAnswerAuditLogQuery(toAuditFilter(NO_FILTERS));
  const actors = useMemo(
    () => actorsOf(everyone.data?.answerAuditLog ?? [], wording.locale),
    [everyone.data, wording.locale],
  );
  const entries = log.data?.answerAuditLog;

  let body;
  if (entries) {
    body =
      entries.length === 0 ? (
        <Typography color="text.secondary" data-testid="audit-empty">
          {t('page.empty')}
        </Typography>
      ) : (
        <>
          {entries.length >= AUDIT_LIMIT && (
            <Alert severity="info" data-testid="audit-limit">
              {t('page.limitReached', { count: entries.length })}
            </Alert>
          )}
          <AuditTable entries={entries} wording={wording} />
        </>
      );
  } else if (log.error) {
    body = (
      <Alert
        severity="error"
        data-testid="audit-load-error"
        action={
          <Button color="inherit" size="small" onClick={() => refetch({ requestPolicy: 'network-only' })}>
            {t('history.retry')}
          </Button>
        }
      >
        {isForbidden(log.error) ? t('page.forbidden') : t('page.loadFailed')}
      </Alert>
    );
  } else {
    body = <PageLoading />;
  }

  return (
    <Paper component="section" aria-labelledby="audit-title" sx={{ p: { xs: 2, md: 3 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, mb: 2 }}>
        <Box sx={{ flex: '1 1 320px' }}>
          <Typography id="audit-title" variant="h5" component="h1" gutterBottom>
            {t('page.title')}
          </Typography>
          <Typography color="text.secondary">{t('page.intro')}</Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            href={organizationId ? auditExportUrl(organizationId, filters, 'csv', wording.locale) : '#'}
            disabled={!organizationId}
            download
            title={t('page.exportCsvHint')}
            data-testid="audit-export-csv"
          >
            {t('page.exportCsv')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            href={organizationId ? auditExportUrl(organizationId, filters, 'xlsx', wording.locale) : '#'}
            disabled={!organizationId}
            download
            title={t('page.exportXlsxHint')}
            data-testid="audit-export-xlsx"
          >
            {t('page.exportXlsx')}
          </Button>
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <AuditFilterBar filters={filters} onChange={onChange} actors={actors} wording={wording} />
        <Box aria-live="polite" aria-busy={log.fetching} sx={{ display: 'grid', gap: 2 }}>
          {body}
        </Box>
      </Box>
    </Paper>
  );
}
