import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../i18n/locale';
import type { Doughnut } from '../model/product-charts';
import { formatFixed } from './format';

const R = 40;
const C = 2 * Math.PI * R;

/** The doughnut by subcategory (spec §3): slices in the cycling colours, and a legend with value and share. */
export function ProductDoughnut({
  doughnut,
  locale,
  testId,
}: {
  doughnut: Doughnut;
  locale: Locale;
  testId: string;
}) {
  const { t } = useTranslation('product');
  let offset = 0;
  return (
    <Box
      component="figure"
      sx={{ m: 0, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
      data-testid={testId}
    >
      <svg width="120" height="120" viewBox="0 0 100 100" role="img" aria-label={t('report.doughnutTitle')}>
        {doughnut.percentages.map((share, i) => {
          const length = (share / 100) * C;
          const slice = (
            <circle
              key={doughnut.labels[i]}
              cx="50"
              cy="50"
              r={R}
              fill="none"
              stroke={doughnut.colours[i]}
              strokeWidth="16"
              strokeDasharray={`${length} ${C - length}`}
              strokeDashoffset={-offset}
              transform="rotate(-90 50 50)"
            />
          );
          offset += length;
          return slice;
        })}
      </svg>
      <Box component="figcaption">
        <Typography variant="subtitle2">{t('report.doughnutTitle')}</Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {doughnut.labels.map((label, i) => (
            <li key={label} data-testid={`${testId}-slice`} data-colour={doughnut.colours[i]}>
              <Box
                component="span"
                aria-hidden
                sx={{ display: 'inline-block', width: 12, height: 12, mr: 1, bgcolor: doughnut.colours[i] }}
              />
              {label}: {formatFixed(doughnut.data[i]!, 4, locale)} t ·{' '}
              {formatFixed(doughnut.percentages[i]!, 2, locale)}%
            </li>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
