import { Fragment, memo } from 'react';
import type { ChartsDataView, ScopeNumberKey } from '@ghg/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePageLocale } from '../../../components/localized';
import { scopeEntries } from '../model/chart-entries';
import { formatNumber, formatTonnes } from '../model/tonnes';
import type { DrillTarget } from '../model/drill-down';
import { FigureButton } from './figure-button';
import { LOCKED_SX } from './module-access';

// The scope's name in its colour, darkened where white paper demands it (4.5:1; the spec's #7C9A21 gives 3.2:1,
// #D87E2C 3.1:1); the card's top border keeps the spec's colour.
const SCOPE_TEXT_COLOURS: Partial<Record<ScopeNumberKey, string>> = { scope1: '#5b7418', scope2: '#97581f' };

interface ScopeCardsProps {
  view: ChartsDataView | null;
  scope3Open: boolean;
  onUnlock: () => void;
  onDrill: (target: DrillTarget, name: string) => void;
}

/** Scope I, II and III with their tonnes and shares; Scope III greyed with an unlock button outside the plan. */
export const ScopeCards = memo(function ScopeCards({ view, scope3Open, onUnlock, onDrill }: ScopeCardsProps) {
  const { t } = useTranslation('dashboard');
  const locale = usePageLocale();
  const entries = view ? scopeEntries(view, (scope) => t(`scopes.${scope}.title`)) : null;
  const scopes: ScopeNumberKey[] = ['scope1', 'scope2', 'scope3'];

  return (
    <Box
      component="section"
      aria-label={t('totals.heading')}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {scopes.map((scope) => {
        const entry = entries?.find((e) => e.scope === scope);
        const locked = scope === 'scope3' && !scope3Open;
        const name = t(`scopes.${scope}.title`);
        const value = entry ? formatTonnes(entry.co2eKg, locale) : '–';
        const body = (
          <>
            <Typography
              variant="overline"
              sx={{
                color: entry ? (SCOPE_TEXT_COLOURS[scope] ?? entry.colour) : undefined,
                fontWeight: 700,
                fontSize: '0.8rem',
              }}
            >
              {name}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ minHeight: 40 }}>
              {t(`scopes.${scope}.subtitle`)}
            </Typography>
            <Typography variant="h5" component="p" sx={{ mt: 1 }} data-testid={`scope-card-value-${scope}`}>
              {value} <Typography component="span">{t('totals.unit')}</Typography>
            </Typography>
            {/* Kept while the figures load (a blank line, and Scope 2's two method rows hidden below), so the cards
                do not grow when they arrive and push the panels under them (layout shift). */}
            <Typography variant="body2" color="text.secondary">
              {entry
                ? t('scopeCard.share', { percentage: formatNumber(entry.percentage, locale) })
                : '\u00a0'}
            </Typography>
            {scope === 'scope2' && view === null && (
              <Box
                aria-hidden
                sx={{
                  mt: 1,
                  visibility: 'hidden',
                  display: 'grid',
                  gridTemplateColumns: 'auto auto',
                  gap: 0.25,
                }}
              >
                {(['location', 'market'] as const).map((method) => (
                  <Fragment key={method}>
                    <Typography variant="body2">{t(`scopeCard.${method}`)}</Typography>
                    <Typography variant="body2">–</Typography>
                  </Fragment>
                ))}
              </Box>
            )}
            {scope === 'scope2' && view?.scope2Totals && (
              <Box
                component="dl"
                sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'auto auto', gap: 0.25 }}
              >
                {(['location', 'market'] as const).map((method) => (
                  <Fragment key={method}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {t(`scopeCard.${method}`)}
                    </Typography>
                    <Typography
                      component="dd"
                      variant="body2"
                      sx={{ m: 0, textAlign: 'right', fontWeight: view.scope2Method === method ? 700 : 400 }}
                      data-testid={`scope2-total-${method}`}
                    >
                      {formatTonnes(view.scope2Totals[method], locale)} {t('totals.unit')}
                    </Typography>
                  </Fragment>
                ))}
              </Box>
            )}
          </>
        );
        return (
          <Paper
            key={scope}
            variant="outlined"
            sx={{ borderTop: 4, borderTopColor: entry?.colour ?? 'divider', position: 'relative' }}
            data-testid={`scope-card-${scope}`}
          >
            {locked ? (
              <Box sx={{ p: 2 }}>
                <Box sx={LOCKED_SX} aria-disabled>
                  {body}
                </Box>
                <Button
                  variant="contained"
                  size="small"
                  sx={{ mt: 1 }}
                  onClick={onUnlock}
                  data-testid="scope3-unlock"
                  aria-label={t('scopeCard.unlock')}
                >
                  {t('scopeCard.unlock')}
                </Button>
              </Box>
            ) : (
              <FigureButton
                hint={t('chart.showLines')}
                onClick={() => onDrill({ kind: 'scope', scope }, name)}
                disabled={!entry}
                data-testid={`scope-card-open-${scope}`}
              >
                {body}
              </FigureButton>
            )}
          </Paper>
        );
      })}
    </Box>
  );
});
