import { useMemo, useState } from 'react';
import type { EmissionLineView, EmissionLinesQuery } from '@ghg/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { HistoryDrawer } from '../../../components/history';
import { usePageLocale } from '../../../components/localized';
import { PageLoading } from '../../../components/page-status';
import { useEmissionLines } from '../api/emission-lines.api';
import { addsUp, orderedLines, sumLinesKg } from '../model/drill-down';
import { formatMonth } from '../model/period-choice';
import { formatTonnes } from '../model/tonnes';
import { LineWorkingDialog } from './line-working-dialog';
import { LinesTable } from './lines-table';
import type { SectionLabels } from './use-section-labels';

export interface DrillRequest {
  name: string;
  figureKg: number;
  query: EmissionLinesQuery;
}

interface DrillDownDialogProps {
  request: DrillRequest | null;
  labels: SectionLabels;
  onClose: () => void;
}

/** A long list is cut for the screen; the sum always covers every line. */
const SHOWN_LINES = 500;

/** The lines behind a clicked figure, their sum against the figure, and each line's event history. */
export function DrillDownDialog({ request, labels, onClose }: DrillDownDialogProps) {
  const { t } = useTranslation('dashboard');
  const locale = usePageLocale();
  const answer = useEmissionLines(request?.query ?? null);
  const lines = useMemo(() => {
    return answer.data ? orderedLines(answer.data) : null;
  }, [answer.data]);
  const [history, setHistory] = useState<EmissionLineView | null>(null);
  const [working, setWorking] = useState<EmissionLineView | null>(null);
  const sum = lines ? sumLinesKg(lines) : null;

  let body;
  if (answer.fetching) body = <PageLoading label={t('drill.loading')} />;
  else if (answer.error) body = <Alert severity="error">{t('drill.failed')}</Alert>;
  else if (lines && lines.length === 0) body = <Typography>{t('drill.none')}</Typography>;
  else if (lines)
    body = (
      <>
        {lines.length > SHOWN_LINES && (
          <Alert severity="info" sx={{ mb: 1 }}>
            {t('drill.shown', { shown: SHOWN_LINES, count: lines.length })}
          </Alert>
        )}
        <LinesTable
          lines={lines.slice(0, SHOWN_LINES)}
          labels={labels}
          onHistory={setHistory}
          onWorking={setWorking}
        />
      </>
    );

  const figures = request && (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, mb: 2 }} data-testid="drill-figures">
      <Typography>
        {t('drill.figure')}:{' '}
        <strong data-testid="drill-figure">{formatTonnes(request.figureKg, locale)}</strong> t CO2e
      </Typography>
      {sum !== null && !answer.fetching && !answer.error && (
        <>
          <Typography>
            {t('drill.sum')}: <strong data-testid="drill-sum">{formatTonnes(sum, locale)}</strong> t CO2e (
            {t('drill.lines', { count: lines?.length ?? 0 })})
          </Typography>
          <Typography
            data-testid="drill-adds-up"
            data-adds-up={addsUp(request.figureKg, sum)}
            color={addsUp(request.figureKg, sum) ? 'success.main' : 'warning.main'}
          >
            {addsUp(request.figureKg, sum) ? t('drill.addsUp') : t('drill.mismatch')}
          </Typography>
        </>
      )}
    </Box>
  );

  return (
    <>
      <Dialog
        open={request !== null}
        onClose={onClose}
        fullWidth
        maxWidth="lg"
        aria-labelledby="drill-title"
        data-testid="drill-dialog"
      >
        <DialogTitle id="drill-title">{request ? t('drill.title', { name: request.name }) : ''}</DialogTitle>
        <DialogContent dividers>
          {figures}
          {body}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} data-testid="drill-close">
            {t('drill.close')}
          </Button>
        </DialogActions>
      </Dialog>
      {working && <LineWorkingDialog line={working} labels={labels} onClose={() => setWorking(null)} />}
      {history && (
        <HistoryDrawer
          open
          onClose={() => setHistory(null)}
          questionId={history.questionId}
          rowId={history.rowId}
          title={t('drill.historyOf', {
            period: formatMonth(history.period),
            section: labels.section(history.category),
          })}
          factor={history}
        />
      )}
    </>
  );
}
