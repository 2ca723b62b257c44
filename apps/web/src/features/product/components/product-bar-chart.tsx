import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../i18n/locale';
import type { BarEntry } from '../model/product-charts';
import { formatFixed } from './format';

/**
 * The bar chart by section (spec §3, §4, §9): one bar per section with its colour, label, value (t, 4 decimals)
 * and percentage. A bar is a button: it opens its section's panel, where the lines and their factors are.
 */
export function ProductBarChart({
  entries,
  locale,
  onOpen,
}: {
  entries: BarEntry[];
  locale: Locale;
  onOpen: (key: string) => void;
}) {
  const { t } = useTranslation('product');
  const max = Math.max(...entries.map((e) => e.percentage), 1);
  return (
    <Box component="figure" sx={{ m: 0 }} aria-label={t('report.barTitle')} data-testid="product-bar-chart">
      <Typography component="figcaption" variant="h6" sx={{ mb: 1 }}>
        {t('report.barTitle')}
      </Typography>
      {entries.map((entry) => (
        <Box
          key={entry.key}
          component="button"
          type="button"
          onClick={() => onOpen(entry.key)}
          data-testid={`product-bar-${entry.key}`}
          data-colour={entry.colour}
          data-value={entry.value.toFixed(4)}
          sx={{
            display: 'grid',
            gridTemplateColumns: 'minmax(8rem, 14rem) 1fr minmax(9rem, auto)',
            alignItems: 'center',
            gap: 1,
            width: '100%',
            border: 0,
            background: 'none',
            p: 0.5,
            cursor: 'pointer',
            textAlign: 'left',
            font: 'inherit',
          }}
        >
          <span>{entry.label}</span>
          <svg width="100%" height="18" role="presentation" preserveAspectRatio="none" viewBox="0 0 100 18">
            <rect x="0" y="2" height="14" width={(entry.percentage / max) * 100} fill={entry.colour} />
          </svg>
          <span>
            {formatFixed(entry.value, 4, locale)} t · {formatFixed(entry.percentage, 2, locale)}%
          </span>
        </Box>
      ))}
    </Box>
  );
}
