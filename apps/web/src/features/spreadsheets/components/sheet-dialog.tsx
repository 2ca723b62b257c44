import type { QuestionCatalogueView, SheetImportStatusView } from '@ghg/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import type { Locale } from '../../../i18n/locale';
import { useViewerQuery } from '../../../lib/session/viewer-role';
import { sheetDownloadUrl } from '../api/sheet-download-url';
import { SheetErrors } from './sheet-errors';
import { SheetHistory } from './sheet-history';
import { useSheetImport } from './use-sheet-import';

interface SheetDialogProps {
  open: boolean;
  onClose: () => void;
  questionId: string;
  catalogue: QuestionCatalogueView;
  locale: Locale;
  readOnly: boolean;
  /** An import appended rows or a revert removed them: the table reads the sheet again. */
  onChanged: (position: string | undefined) => void;
}

/** The xls import/export dialog of a table screen (spec §2), with progress, cell errors and import history. */
export function SheetDialog(props: SheetDialogProps) {
  const { t } = useTranslation('sheets');
  const showSnackbar = useSnackbar();
  const [{ data }] = useViewerQuery();
  const organizationId = data?.me.organizationId ?? null;
  const [format, setFormat] = useState<'xlsx' | 'xls'>('xlsx');
  const finished = (status: SheetImportStatusView) => {
    if (status.phase !== 'imported') return;
    showSnackbar({ message: t('imported', { count: status.rows }), theme: 'success' });
    props.onChanged(status.position ?? undefined);
  };
  const sheetImport = useSheetImport(props.open ? organizationId : null, finished);
  const url = (kind: 'export' | 'template', questionId: string | null) =>
    organizationId
      ? sheetDownloadUrl(organizationId, kind, { format, questionId, lang: props.locale })
      : undefined;
  const { view } = sheetImport;
  const running =
    view.kind === 'uploading' ||
    (view.kind === 'processing' && !['imported', 'refused', 'failed'].includes(view.status.phase));

  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      maxWidth="lg"
      fullWidth
      aria-labelledby="sheet-dialog-title"
    >
      <DialogTitle id="sheet-dialog-title">{t('title')}</DialogTitle>
      <DialogContent>
        <Typography variant="subtitle1" component="h3">
          {t('export.title')}
        </Typography>
        <RadioGroup
          row
          value={format}
          onChange={(e) => setFormat(e.target.value as 'xlsx' | 'xls')}
          aria-label={t('export.format')}
        >
          <FormControlLabel value="xlsx" control={<Radio />} label=".xlsx" />
          <FormControlLabel value="xls" control={<Radio />} label=".xls" />
        </RadioGroup>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
          <Button
            variant="outlined"
            href={url('export', props.questionId)}
            data-testid="sheet-export-section"
          >
            {t('export.section')}
          </Button>
          <Button variant="outlined" href={url('export', null)} data-testid="sheet-export-all">
            {t('export.all')}
          </Button>
          <Button variant="text" href={url('template', props.questionId)} data-testid="sheet-template">
            {t('export.template')}
          </Button>
        </Box>
        {!props.readOnly && (
          <>
            <Typography variant="subtitle1" component="h3">
              {t('import.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('import.rules')}
            </Typography>
            <Button variant="contained" component="label" disabled={running} data-testid="sheet-choose-file">
              {t('import.choose')}
              <input
                hidden
                type="file"
                accept=".xls,.xlsx,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                data-testid="sheet-file-input"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  if (file) void sheetImport.start(file);
                }}
              />
            </Button>
            <Box sx={{ my: 2 }} aria-live="polite">
              {view.kind === 'refused-file' && (
                <Alert severity="error" data-testid="sheet-file-error">
                  {t(`file.${view.code}`, { defaultValue: t('file.FILE_UNREADABLE') })}
                </Alert>
              )}
              {view.kind === 'uploading' && (
                <>
                  <Typography variant="body2">
                    {t('progress.uploading', { percent: view.percent })}
                  </Typography>
                  <LinearProgress
                    variant="determinate"
                    value={view.percent}
                    aria-label={t('progress.label')}
                  />
                </>
              )}
              {view.kind === 'processing' && (
                <>
                  <Typography variant="body2" data-testid="sheet-phase">
                    {t(`progress.${view.status.phase}`, {
                      count: view.status.rows,
                      file: view.status.fileName,
                    })}
                  </Typography>
                  <LinearProgress
                    variant="determinate"
                    value={view.status.progress}
                    aria-label={t('progress.label')}
                    data-testid="sheet-progress"
                  />
                  {view.status.phase === 'refused' && (
                    <Box sx={{ mt: 1 }}>
                      <SheetErrors errors={view.status.errors} errorCount={view.status.errorCount} />
                    </Box>
                  )}
                  {view.status.phase === 'failed' && view.status.failure && (
                    <Alert severity="error" sx={{ mt: 1 }} data-testid="sheet-file-error">
                      {t(`file.${view.status.failure.code}`, { defaultValue: view.status.failure.message })}
                    </Alert>
                  )}
                  {view.status.phase === 'imported' && view.status.existingRows > 0 && (
                    <Alert severity="info" sx={{ mt: 1 }}>
                      {t('import.existing', { count: view.status.existingRows })}
                    </Alert>
                  )}
                </>
              )}
            </Box>
          </>
        )}
        <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
          {t('history.title')}
        </Typography>
        <SheetHistory
          imports={sheetImport.history}
          catalogue={props.catalogue}
          locale={props.locale}
          readOnly={props.readOnly}
          busy={sheetImport.busy}
          onRevert={(importId) =>
            void sheetImport.revert(importId).then((ok) => {
              showSnackbar({
                message: ok ? t('history.reverted') : t('history.revertFailed'),
                theme: ok ? 'success' : 'warning',
              });
              if (ok) props.onChanged(undefined);
            })
          }
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
