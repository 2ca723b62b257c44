import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../i18n/locale';
import { batchCo2eKg } from '../model/product-figures';
import { formatFixed } from './format';

/** Per declared unit, and for a production volume the person enters (spec: per-unit and per-batch views). */
export function BatchFigures({
  totalKg,
  unit,
  locale,
  exportPath,
}: {
  totalKg: number;
  unit: string;
  locale: Locale;
  /** GET …/report-product/{id}: its /pdf one-pager and /xlsx workbook are downloaded with the same query. */
  exportPath: string;
}) {
  const { t } = useTranslation('product');
  const [volume, setVolume] = useState('');
  const batch = batchCo2eKg(totalKg, Number(volume.replace(',', '.')));
  const query = `lang=${locale}${batch === null ? '' : `&volume=${Number(volume.replace(',', '.'))}`}`;
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'center', my: 2 }}>
      <Box>
        <Typography variant="body2">{t('report.perUnit', { unit })}</Typography>
        <Typography variant="h5" data-testid="product-per-unit">
          {formatFixed(totalKg / 1000, 4, locale)} t CO2e
        </Typography>
      </Box>
      <TextField
        label={t('report.volume')}
        value={volume}
        onChange={(e) => setVolume(e.target.value)}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        size="small"
      />
      <Box>
        <Typography variant="body2">{t('report.batch')}</Typography>
        <Typography variant="h6" data-testid="product-batch">
          {batch === null ? t('report.batchHint') : `${formatFixed(batch / 1000, 4, locale)} t CO2e`}
        </Typography>
      </Box>
      <Button variant="outlined" component="a" href={`${exportPath}/pdf?${query}`} download>
        {t('report.exportPdf')}
      </Button>
      <Button
        variant="outlined"
        component="a"
        href={`${exportPath}/xlsx?${query}`}
        download
        data-testid="product-export-xlsx"
      >
        {t('report.exportXlsx')}
      </Button>
    </Box>
  );
}
