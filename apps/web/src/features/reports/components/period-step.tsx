import type { ReportPeriodChoiceKey } from '@ghg/contracts';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { PERIOD_CHOICES, type PeriodError, type WizardState } from '../model/report-wizard';

interface PeriodStepProps {
  state: WizardState;
  /** Shown once the user tried to go on. */
  errors: PeriodError[];
  onChoose: (period: ReportPeriodChoiceKey) => void;
  onRange: (range: { from: string; to: string }) => void;
  /** False for a plan with results in a range only: "from the beginning" is not in it (as on the dashboard). */
  allTimeAllowed: boolean;
}

/** Step 1: one of the spec's four report periods; a custom range is two months. */
export function PeriodStep({ state, errors, onChoose, onRange, allTimeAllowed }: PeriodStepProps) {
  const { t } = useTranslation('reports');
  const message = (field: PeriodError['field']) => {
    const error = errors.find((e) => e.field === field);
    return error ? t(`validation:${error.code}`) : undefined;
  };
  const periodError = message('period');
  return (
    <FormControl error={periodError !== undefined} fullWidth>
      <FormLabel id="report-period-label">{t('period.legend')}</FormLabel>
      <RadioGroup
        aria-labelledby="report-period-label"
        value={state.period ?? ''}
        onChange={(event) => onChoose(event.target.value as ReportPeriodChoiceKey)}
      >
        {PERIOD_CHOICES.map((choice, i) => (
          <FormControlLabel
            key={choice}
            value={choice}
            disabled={choice === 'from-beginning' && !allTimeAllowed}
            control={
              <Radio
                autoFocus={i === (allTimeAllowed ? 0 : 1) && state.period === null}
                slotProps={{ input: { 'data-testid': `report-period-${choice}` } as object }}
              />
            }
            label={t(`period.${choice}`)}
          />
        ))}
      </RadioGroup>
      {!allTimeAllowed && <FormHelperText>{t('period.allTimeNotInPlan')}</FormHelperText>}
      {periodError && <FormHelperText data-testid="report-period-error">{periodError}</FormHelperText>}
      {state.period === 'custom' && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1 }}>
          {(['from', 'to'] as const).map((field) => (
            <TextField
              key={field}
              type="month"
              size="small"
              label={t(`period.${field}`)}
              value={state[field]}
              error={message(field) !== undefined}
              helperText={message(field)}
              onChange={(event) => onRange({ from: state.from, to: state.to, [field]: event.target.value })}
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: { 'data-testid': `report-period-${field}` },
              }}
            />
          ))}
        </Stack>
      )}
    </FormControl>
  );
}
