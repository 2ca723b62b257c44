import type { ReportTypeKey } from '@ghg/contracts';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

const TYPES: readonly ReportTypeKey[] = ['short', 'vsme', 'full'];

/**
 * Step 2: the short PDF (at once), the VSME climate datapoints of the period's year (at once), or the full GHG
 * Protocol report (prepared by the provider team).
 */
export function TypeStep({
  type,
  periodText,
  vsmeYear,
  onChoose,
}: {
  type: ReportTypeKey;
  periodText: string;
  vsmeYear: number;
  onChoose: (type: ReportTypeKey) => void;
}) {
  const { t } = useTranslation('reports');
  return (
    <FormControl fullWidth>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="report-chosen-period">
        {t('period.chosen', { period: periodText })}
      </Typography>
      <FormLabel id="report-type-label">{t('type.legend')}</FormLabel>
      <RadioGroup
        aria-labelledby="report-type-label"
        value={type}
        onChange={(event) => onChoose(event.target.value as ReportTypeKey)}
      >
        {TYPES.map((key, i) => (
          <FormControlLabel
            key={key}
            value={key}
            sx={{ alignItems: 'flex-start', mt: 1 }}
            control={
              <Radio
                autoFocus={i === 0}
                sx={{ mt: -0.5 }}
                slotProps={{
                  input: {
                    'data-testid': `report-type-${key}`,
                    'aria-describedby': `report-type-${key}-hint`,
                  } as object,
                }}
              />
            }
            label={
              <Box>
                <Typography>{t(`type.${key}`)}</Typography>
                <Typography id={`report-type-${key}-hint`} variant="body2" color="text.secondary">
                  {t(`type.${key}Hint`, { year: vsmeYear })}
                </Typography>
              </Box>
            }
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
