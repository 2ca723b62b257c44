import type { EmissionLineWorkingView, FactorCitationView } from '@ghg/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { eventLabel, fieldLabel, useHistoryWording } from '../../../components/history';
import { usePageLocale } from '../../../components/localized';
import { PageLoading } from '../../../components/page-status';
import { useLineWorking } from '../api/line-working.api';
import { formatMonth } from '../model/period-choice';
import { formatNumber } from '../model/tonnes';
import {
  factorText,
  locationFormula,
  marketFormula,
  stepFormula,
  trimmedNumber,
} from '../model/working-formula';
import type { SectionLabels } from './use-section-labels';

interface LineWorkingDialogProps {
  line: { questionId: string; rowId: string } | null;
  labels: SectionLabels;
  onClose: () => void;
}

/** A term and its value, as a row of a definition list. */
function Term({ term, children, testId }: { term: string; children: React.ReactNode; testId?: string }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }} data-testid={testId}>
        {children}
      </Typography>
    </>
  );
}

const DL_SX = { display: 'grid', gridTemplateColumns: 'minmax(140px, auto) 1fr', gap: 0.5, m: 0 } as const;

function FactorSource({ factor }: { factor: FactorCitationView }) {
  const { t } = useTranslation('dashboard');
  if (factor.own)
    return (
      <Term term={t('working.source')} testId="working-source">
        {t('working.ownFactor')}
      </Term>
    );
  const years =
    factor.dataYear !== null && factor.dataYear !== factor.publicationYear
      ? t('working.years', { publication: factor.publicationYear, data: factor.dataYear })
      : String(factor.publicationYear ?? '—');
  return (
    <>
      <Term term={t('working.publisher')} testId="working-publisher">
        {factor.publisher}
      </Term>
      <Term term={t('working.table')}>{factor.table}</Term>
      <Term term={t('working.sourceRow')} testId="working-source-row">
        {factor.sourceRowId}
      </Term>
      <Term term={t('working.year')}>{years}</Term>
      <Term term={t('working.gwp')}>{factor.gwpSet ?? '—'}</Term>
      {factor.estimated && <Term term={t('working.quality')}>{t('working.estimated')}</Term>}
    </>
  );
}

/** The drill-down's last level: how one line's kg were worked out, where its factor comes from, who made it. */
export function LineWorkingDialog({ line, labels, onClose }: LineWorkingDialogProps) {
  const { t } = useTranslation('dashboard');
  const locale = usePageLocale();
  const wording = useHistoryWording();
  const answer = useLineWorking(line);
  const view: EmissionLineWorkingView | null = answer.data;

  let body;
  if (answer.fetching) body = <PageLoading label={t('working.loading')} />;
  else if (answer.error || !view) body = <Alert severity="error">{t('working.failed')}</Alert>;
  else {
    const s2 = view.working?.scope2 ?? null;
    const when = new Intl.DateTimeFormat(locale === 'pl' ? 'pl-PL' : 'en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    body = (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Typography>
          {labels.section(view.category)} · {labels.table(view.category, view.subCategory)} ·{' '}
          {formatMonth(view.period)}
          {view.item ? ` · ${labels.item(view.category, view.item)}` : ''}
        </Typography>
        {view.working === null && <Alert severity="warning">{t('working.unavailable')}</Alert>}
        {view.working?.steps.map((step, i) => (
          <Box component="section" key={i} aria-label={t('working.step', { n: i + 1 })}>
            <Box component="dl" sx={DL_SX}>
              {step.entered && (
                <Term term={t('working.activity')} testId="working-activity">
                  {trimmedNumber(step.entered.value, locale, 3)} {step.entered.unit}
                </Term>
              )}
              <Term term={t('working.factor')} testId="working-factor">
                {step.factor.label}: {factorText(step.factor, locale)}
              </Term>
              <FactorSource factor={step.factor} />
              <Term term={t('working.formula')} testId="working-formula">
                <strong>{stepFormula(step, locale)}</strong>
              </Term>
            </Box>
          </Box>
        ))}
        {s2 && (
          <Box component="section" aria-labelledby="working-scope2" data-testid="working-scope2">
            <Typography id="working-scope2" variant="subtitle1" component="h3">
              {t('working.scope2')}
            </Typography>
            <Box component="dl" sx={DL_SX}>
              <Term term={t('scopeCard.location')} testId="working-location">
                {locationFormula(s2, locale)}
              </Term>
              <Term term={t('scopeCard.market')} testId="working-market">
                {marketFormula(s2, locale)}
              </Term>
              <Term term={t('working.uncovered')} testId="working-uncovered">
                {s2.market.uncoveredBasis === 'supplier'
                  ? t('working.uncoveredSupplier', {
                      name: s2.market.factor.label,
                      factor: factorText(s2.market.factor, locale),
                    })
                  : t('working.uncoveredFallback')}
              </Term>
            </Box>
            {s2.market.certificates.length > 0 && (
              <Box
                component="table"
                sx={{ mt: 1, borderCollapse: 'collapse', '& td, & th': { pr: 2, textAlign: 'left' } }}
              >
                <caption style={{ textAlign: 'left' }}>{t('working.certificates')}</caption>
                <thead>
                  <tr>
                    <th>{t('working.certificate')}</th>
                    <th>{t('working.amount')}</th>
                    <th>{t('working.covered')}</th>
                  </tr>
                </thead>
                <tbody>
                  {s2.market.certificates.map((c) => (
                    <tr key={c.rowId} data-testid="working-certificate">
                      <td>{c.certificate}</td>
                      <td>
                        {formatNumber(c.amount, locale, 2)} {c.unit}
                      </td>
                      <td>{formatNumber(c.coveredKwh, locale, 2)} kWh</td>
                    </tr>
                  ))}
                </tbody>
              </Box>
            )}
          </Box>
        )}
        <Box component="section" aria-labelledby="working-events">
          <Typography id="working-events" variant="subtitle1" component="h3">
            {t('working.events')}
          </Typography>
          <Box component="ol" sx={{ m: 0, pl: 3 }}>
            {view.events.map((e) => (
              <li key={e.eventId} data-testid="working-event">
                {when.format(new Date(e.occurredAt))} — {e.actorName}: {eventLabel(wording, e.eventType)}
                {e.field
                  ? ` (${e.field
                      .split(', ')
                      .map((f) => fieldLabel(wording, view.questionId, f))
                      .join(', ')})`
                  : ''}
              </li>
            ))}
          </Box>
        </Box>
        <details data-testid="working-details">
          <summary>{t('working.details')}</summary>
          <Box component="dl" sx={DL_SX}>
            <Term term={t('working.rowId')}>
              <code>{view.rowId}</code>
            </Term>
            <Term term={t('working.factorSet')}>
              <code>{view.factorSetVersion}</code>
            </Term>
            {view.working?.steps.map((s, i) => (
              <Term key={i} term={t('working.factorId')}>
                <code>{s.factor.factorId}</code>
              </Term>
            ))}
            <Term term={t('working.method')}>
              <code>{view.method}</code> · <code>{view.dataQuality}</code>
            </Term>
            {view.events.map((e) => (
              <Term key={e.eventId} term={t('working.event', { position: e.position })}>
                <code>{e.eventId}</code> · <code>{e.eventType}</code>
              </Term>
            ))}
          </Box>
        </details>
      </Box>
    );
  }

  return (
    <Dialog
      open={line !== null}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="working-title"
      data-testid="working-dialog"
    >
      <DialogTitle id="working-title">{t('working.title')}</DialogTitle>
      <DialogContent dividers>{body}</DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="working-close">
          {t('drill.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
