import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTranslation } from 'react-i18next';
import type { OptionChoice } from './option-labels';

interface SingleChoiceStepProps {
  name: string;
  legend: string;
  choices: readonly OptionChoice[];
  value: string;
  disabled: boolean;
  errorCode: string | null;
  onChange: (value: string) => void;
}

// The question stays full-contrast text when the answers are read-only (auditor, blocked): it is still read.
const QUESTION_SX = {
  fontSize: '1.15rem',
  mb: 1,
  color: 'text.primary',
  '&.Mui-disabled': { color: 'text.primary' },
} as const;

/** A question with one answer (yes/no, the data path, green energy). */
export function SingleChoiceStep({
  name,
  legend,
  choices,
  value,
  disabled,
  errorCode,
  onChange,
}: SingleChoiceStepProps) {
  const { t } = useTranslation('validation');
  return (
    <FormControl error={errorCode !== null} disabled={disabled} data-testid={`step-${name}`}>
      <FormLabel id={`${name}-legend`} sx={QUESTION_SX}>
        {legend}
      </FormLabel>
      <RadioGroup
        aria-labelledby={`${name}-legend`}
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {choices.map((choice) => (
          <FormControlLabel
            key={choice.key}
            value={choice.key}
            control={<Radio slotProps={{ input: { 'data-testid': `${name}-${choice.key}` } as object }} />}
            label={choice.label}
          />
        ))}
      </RadioGroup>
      {errorCode && <FormHelperText>{t(errorCode)}</FormHelperText>}
    </FormControl>
  );
}

interface MultiChoiceStepProps {
  name: string;
  legend: string;
  choices: readonly OptionChoice[];
  value: readonly string[];
  disabled: boolean;
  onChange: (value: string[]) => void;
}

/** A question with several answers (items, fuels, refrigerants): sent by 'Next'. */
export function MultiChoiceStep({ name, legend, choices, value, disabled, onChange }: MultiChoiceStepProps) {
  const chosen = new Set(value);
  return (
    <FormControl component="fieldset" disabled={disabled} data-testid={`step-${name}`}>
      <FormLabel component="legend" sx={QUESTION_SX}>
        {legend}
      </FormLabel>
      <FormGroup
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', lg: '1fr 1fr 1fr' } }}
      >
        {choices.map((choice) => (
          <FormControlLabel
            key={choice.key}
            control={
              <Checkbox
                checked={chosen.has(choice.key)}
                onChange={(event) =>
                  onChange(
                    event.target.checked ? [...value, choice.key] : value.filter((key) => key !== choice.key),
                  )
                }
                slotProps={{ input: { 'data-testid': `${name}-${choice.key}` } as object }}
              />
            }
            label={choice.label}
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
