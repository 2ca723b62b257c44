import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadError, fetchWithProgress, fileNameOf, type Progress, saveFile } from '../api/download-file';

type DownloadState =
  { kind: 'loading'; progress: Progress } | { kind: 'done'; file: string } | { kind: 'failed'; code: string };

const KNOWN_FAILURES = [
  'MODULE_NOT_IN_PLAN',
  'ORGANIZATION_BLOCKED',
  'UNAUTHENTICATED',
  'VALIDATION_ERROR',
  'NETWORK',
];

/** Step 3: the short PDF is made and downloaded at once; progress while it arrives, the reason if it fails. */
export function DownloadStep({ url, onDownloaded }: { url: string; onDownloaded: () => void }) {
  const { t } = useTranslation('reports');
  const [state, setState] = useState<DownloadState>({ kind: 'loading', progress: null });

  useEffect(() => {
    const abort = new AbortController();
    fetchWithProgress(url, (progress) => setState({ kind: 'loading', progress }), abort.signal)
      .then(({ blob, disposition }) => {
        const file = fileNameOf(disposition, 'report.pdf');
        saveFile(blob, file);
        setState({ kind: 'done', file });
        onDownloaded();
      })
      .catch((error: unknown) => {
        if (abort.signal.aborted) return;
        const code = error instanceof DownloadError ? error.code : 'OTHER';
        setState({ kind: 'failed', code: KNOWN_FAILURES.includes(code) ? code : 'OTHER' });
      });
    return () => abort.abort();
    // One download per mount: "download again" mounts the step anew.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url]);

  if (state.kind === 'failed')
    return (
      <Alert severity="error" data-testid="report-download-failed">
        {t(`download.failed.${state.code}`)}
      </Alert>
    );
  if (state.kind === 'done')
    return (
      <Alert severity="success" data-testid="report-downloaded">
        {t('download.done', { file: state.file })}
      </Alert>
    );
  return (
    <Box role="status" aria-live="polite" data-testid="report-downloading">
      <Typography sx={{ mb: 1 }}>{t('download.inProgress')}</Typography>
      <LinearProgress
        aria-label={t('download.progressLabel')}
        variant={state.progress === null ? 'indeterminate' : 'determinate'}
        value={state.progress === null ? undefined : Math.round(state.progress * 100)}
      />
    </Box>
  );
}
