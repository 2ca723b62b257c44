import type { ReportPeriodView } from '@ghg/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { failureOf } from '../../../lib/graphql-errors';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useMeQuery } from '../../../lib/session/me.query';
import { useAccess } from '../../../components/access/use-access';
import { useLocalize, usePageLocale } from '../../../components/localized';
import { OWNS_FORBIDDEN } from '../../../lib/session/session-signals';
import { useRequestFullReportMutation } from '../api/request-full-report.api';
import {
  back,
  chosenMonths,
  choosePeriod,
  INITIAL_WIZARD,
  next,
  pathAfterClose,
  periodErrors,
  periodInput,
  shortReportUrl,
  shownMonth,
  vsmeClimateUrl,
  vsmeClimateXlsxUrl,
  vsmeYear,
  type WizardState,
} from '../model/report-wizard';
import { ConfirmationStep, type RequestState } from './confirmation-step';
import { DownloadStep } from './download-step';
import { PeriodStep } from './period-step';
import { TypeStep } from './type-step';

/**
 * The report wizard (spec §2 "Report generation"): period, type, then the short PDF's download or the full
 * report's confirmation, whose closing leads to /report-success. A dialog: focus stays inside, Escape closes, every
 * choice is a radio button.
 */
export function GenerateReportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('reports');
  const language = usePageLocale();
  const [me] = useMeQuery({ pause: false });
  const organizationId = me.data?.me.organizationId ?? '';
  const access = useAccess();
  const [state, setState] = useState<WizardState>(INITIAL_WIZARD);
  const [triedNext, setTriedNext] = useState(false);
  // One id per opened wizard: asking again after a failure is the same request, recorded once.
  const requestId = useMemo(() => crypto.randomUUID(), []);
  const [, requestFullReport] = useRequestFullReportMutation();
  const [request, setRequest] = useState<RequestState>({ kind: 'idle' });
  const [downloadRun, setDownloadRun] = useState(0);
  const [downloaded, setDownloaded] = useState(false);

  const errors = triedNext ? periodErrors(state, new Date()) : [];
  const periodText = (period: { choice: string; from: string | null; to: string } | null) => {
    if (period === null) return '';
    const from = period.from ? shownMonth(period.from) : t('period.fromTheBeginning');
    const range = t('period.range', { from, to: shownMonth(period.to) });
    return period.choice === 'custom' ? range : `${t(`period.${period.choice}`)} (${range})`;
  };
  const months = chosenMonths(state, new Date());
  const chosenText = periodText(months && { choice: state.period ?? 'custom', ...months });

  const sendRequest = useCallback(async () => {
    setRequest({ kind: 'sending' });
    const result = await requestFullReport(
      { period: periodInput(state), language, requestId },
      OWNS_FORBIDDEN,
    );
    const answer = result.data?.requestFullReport;
    if (answer) setRequest({ kind: 'received', period: answer.period as ReportPeriodView });
    else {
      const failure = result.error ? failureOf(result.error, ['FORBIDDEN', 'MODULE_NOT_IN_PLAN']) : null;
      setRequest({ kind: 'failed', code: failure?.code ?? 'OTHER' });
    }
  }, [language, requestFullReport, requestId, state]);

  const goNext = () => {
    setTriedNext(true);
    const moved = next(state, new Date());
    setState(moved);
    if (moved.step === 3) {
      setDownloaded(false);
      setDownloadRun((n) => n + 1);
    }
    if (moved.step === 4) void sendRequest();
  };
  const busy = request.kind === 'sending';
  const navigate = useNavigate();
  const localize = useLocalize();
  // Closing after the full report's confirmation lands on /report-success, the dashboard that says what comes next.
  const close = () => {
    const target = pathAfterClose(state, request.kind === 'received');
    onClose();
    if (target !== null) void navigate(localize(target));
  };
  const finished = (state.step === 4 && request.kind === 'received') || (state.step === 3 && downloaded);
  // The last steps replace the button that had the focus (Download, Request): the focus goes to the dialog's
  // closing button once it can be used (after the request's answer), not to the page behind, so Escape and
  // Enter act on the dialog at once rather than after MUI's focus trap notices the loss.
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (state.step >= 3 && !busy) closeButton.current?.focus();
  }, [state.step, busy]);
  const labels = [
    t('steps.period'),
    t('steps.type'),
    t(state.type === 'full' ? 'steps.confirmation' : 'steps.download'),
  ];

  return (
    <Dialog
      open
      onClose={busy ? undefined : close}
      aria-labelledby="generate-report-title"
      fullWidth
      maxWidth="sm"
      data-testid="generate-report-dialog"
    >
      <DialogTitle id="generate-report-title">{t('dialog.title')}</DialogTitle>
      <DialogContent dividers>
        <Stepper activeStep={Math.min(state.step, 3) - 1} alternativeLabel sx={{ mb: 3 }}>
          {labels.map((label, i) => (
            <Step key={label} completed={i + 1 < state.step || finished}>
              <StepLabel>{label}</StepLabel>
            </Step>
          ))}
        </Stepper>
        <div data-testid={`report-step-${state.step}`}>
          {state.step === 1 && (
            <PeriodStep
              state={state}
              errors={errors}
              onChoose={(period) => setState((s) => choosePeriod(s, period))}
              onRange={(range) => setState((s) => ({ ...s, ...range }))}
              allTimeAllowed={access.has('reportResult')}
            />
          )}
          {state.step === 2 && (
            <TypeStep
              type={state.type}
              periodText={chosenText}
              vsmeYear={vsmeYear(state, new Date())}
              onChoose={(type) => setState((s) => ({ ...s, type }))}
            />
          )}
          {state.step === 3 && (
            <DownloadStep
              key={downloadRun}
              url={
                state.type === 'vsme'
                  ? vsmeClimateUrl(organizationId, state, language, new Date())
                  : shortReportUrl(organizationId, state, language)
              }
              onDownloaded={() => setDownloaded(true)}
            />
          )}
          {state.step === 4 && (
            <ConfirmationStep
              request={request}
              periodText={request.kind === 'received' ? periodText(request.period) : chosenText}
            />
          )}
        </div>
      </DialogContent>
      <DialogActions>
        {state.step > 1 && !(state.step === 4 && finished) && (
          <Button onClick={() => setState(back)} disabled={busy} data-testid="report-back">
            {t('dialog.back')}
          </Button>
        )}
        {state.step === 3 && state.type === 'vsme' && (
          <Button
            component="a"
            href={vsmeClimateXlsxUrl(organizationId, state, language, new Date())}
            download
            data-testid="report-vsme-xlsx"
          >
            {t('dialog.vsmeXlsx')}
          </Button>
        )}
        {state.step === 3 && (
          <Button
            onClick={() => {
              setDownloaded(false);
              setDownloadRun((n) => n + 1);
            }}
            data-testid="report-download-again"
          >
            {t('dialog.downloadAgain')}
          </Button>
        )}
        {state.step === 4 && request.kind === 'failed' && (
          <Button onClick={() => void sendRequest()} data-testid="report-retry">
            {t('dialog.retry')}
          </Button>
        )}
        <Button ref={closeButton} onClick={close} disabled={busy} data-testid="report-close">
          {finished || state.step === 3 ? t('dialog.done') : t('dialog.close')}
        </Button>
        {state.step === 1 && (
          <Button variant="contained" onClick={goNext} data-testid="report-next">
            {t('dialog.next')}
          </Button>
        )}
        {state.step === 2 && (
          <Button variant="contained" onClick={goNext} data-testid="report-submit">
            {t(state.type === 'full' ? 'dialog.request' : 'dialog.download')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
