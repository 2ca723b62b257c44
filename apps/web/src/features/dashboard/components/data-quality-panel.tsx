import { memo, useEffect, useRef, useState } from 'react';
import type { DataQualityQuery, DataQualityView } from '@ghg/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePageLocale } from '../../../components/localized';
import { PageLoading } from '../../../components/page-status';
import { useDataQuality } from '../api/data-quality.api';
import { hasNoLines, mixSegments, ORIGIN_COLOURS } from '../model/data-quality';
import { formatNumber } from '../model/tonnes';
import { ColourSwatch } from './colour-swatch';

/** True once the element is near the viewport: the panel sits below the fold, so it reads and draws late. */
function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

function Mix({ view }: { view: DataQualityView }) {
  const { t } = useTranslation('dashboard');
  const locale = usePageLocale();
  const percent = (value: number) => `${formatNumber(value, locale, 1)} %`;
  return (
    <>
      <Typography sx={{ fontWeight: 600 }} data-testid="pcaf-score">
        {t('dataQuality.score', { score: formatNumber(view.score, locale, 1) })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('dataQuality.scoreExplained')}
      </Typography>
      {/* The bar repeats the table below for sighted readers; screen readers read the table. */}
      <Box
        aria-hidden
        data-testid="data-quality-bar"
        sx={{ display: 'flex', height: 16, borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.200' }}
      >
        {mixSegments(view).map((segment) => (
          <Box key={segment.origin} sx={{ width: `${segment.share}%`, bgcolor: segment.colour }} />
        ))}
      </Box>
      <Table size="small" sx={{ mt: 1 }} aria-label={t('dataQuality.mixCaption')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('dataQuality.origin')}</TableCell>
            <TableCell align="right">{t('dataQuality.tonnes')}</TableCell>
            <TableCell align="right">{t('dataQuality.share')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {view.origins.map((o) => (
            <TableRow key={o.origin} data-testid={`data-quality-${o.origin}`}>
              <TableCell component="th" scope="row">
                <ColourSwatch colour={ORIGIN_COLOURS[o.origin]} />
                {t(`dataQuality.origins.${o.origin}`)}
              </TableCell>
              <TableCell align="right">{formatNumber(o.tonnes, locale)}</TableCell>
              <TableCell align="right">{percent(o.share)}</TableCell>
            </TableRow>
          ))}
          <TableRow data-testid="data-quality-verified">
            <TableCell component="th" scope="row" colSpan={2}>
              {t('dataQuality.verifiedShare')}
            </TableCell>
            <TableCell align="right">{percent(view.verifiedShare)}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </>
  );
}

/**
 * Issue 23: how the filtered lines were obtained, by share of tonnes, the verified share and the PCAF 1–5 score
 * (the same figures as the VSME report), with the rule behind the score. Read once it nears the viewport.
 */
export const DataQualityPanel = memo(function DataQualityPanel({
  organizationId,
  query,
}: {
  organizationId: string;
  query: DataQualityQuery;
}) {
  const { t } = useTranslation('dashboard');
  const { ref, near } = useNearViewport<HTMLElement>();
  const { state } = useDataQuality(organizationId, near ? query : null);
  let body;
  // Not read yet is not loading: a spinner here would turn forever for whoever never scrolls down (and hold any
  // wait for the page to settle). The blank keeps the loader's height, so nothing moves when it starts.
  if (!near) body = <Box sx={{ minHeight: 88 }} data-testid="data-quality-unread" />;
  else if (state.kind === 'loading') body = <PageLoading />;
  else if (state.kind !== 'ready')
    body = (
      <Alert severity="error" data-testid="data-quality-failed">
        {t('dataQuality.failed')}
      </Alert>
    );
  else if (hasNoLines(state.data))
    body = (
      <Alert severity="info" data-testid="data-quality-empty">
        {t('dataQuality.empty')}
      </Alert>
    );
  else body = <Mix view={state.data} />;
  return (
    <Paper
      ref={ref}
      variant="outlined"
      sx={{ p: 2 }}
      component="section"
      aria-labelledby="data-quality-title"
      data-testid="data-quality"
    >
      <Typography id="data-quality-title" variant="h6" component="h2" gutterBottom>
        {t('dataQuality.title')}
      </Typography>
      {body}
      <Box component="details" sx={{ mt: 2 }} data-testid="data-quality-method">
        <Box component="summary" sx={{ cursor: 'pointer', typography: 'body2', fontWeight: 600 }}>
          {t('dataQuality.methodTitle')}
        </Box>
        {(['method1', 'method2', 'method3', 'methodSource'] as const).map((key) => (
          <Typography key={key} variant="body2" sx={{ mt: 1 }}>
            {t(`dataQuality.${key}`)}
          </Typography>
        ))}
      </Box>
    </Paper>
  );
});
