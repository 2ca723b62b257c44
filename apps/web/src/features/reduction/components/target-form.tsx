import { useState } from 'react';
import type { FieldError, ReductionTargetView } from '@ghg/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { ReductionTargetInput } from '../api/set-reduction-target.mutation';

interface TargetFormProps {
  view: ReductionTargetView | null;
  canEdit: boolean;
  fields: FieldError[];
  busy: boolean;
  onSubmit: (input: ReductionTargetInput) => void;
}

const numberOrNull = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/** Base year, target year and the cut per scope group; warns when the base year needs recalculating. */
export function TargetForm({ view, canEdit, fields, busy, onSubmit }: TargetFormProps) {
  const { t } = useTranslation('reduction');
  const { t: tv } = useTranslation('validation');
  const target = view?.target;
  const [values, setValues] = useState({
    baseYear: target ? String(target.baseYear) : String(new Date().getFullYear() - 1),
    targetYear: target ? String(target.targetYear) : '2030',
    scope12Percent: target ? String(target.scope12Percent) : '42',
    scope3Percent: target?.scope3Percent != null ? String(target.scope3Percent) : '',
  });
  const field = (key: keyof typeof values, label: string) => {
    const error = fields.find((f) => f.path === key);
    return (
      <TextField
        label={label}
        type="number"
        value={values[key]}
        disabled={!canEdit}
        onChange={(e) => setValues({ ...values, [key]: e.target.value })}
        error={Boolean(error)}
        helperText={error ? tv(error.code, { defaultValue: error.code }) : undefined}
        slotProps={{ htmlInput: { 'data-testid': `target-${key}` } }}
      />
    );
  };
  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="target-form">
      {view?.recalculationNeeded && (
        <Alert severity="warning" data-testid="target-recalculation">
          {t('target.recalculation')}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))' }}>
        {field('baseYear', t('target.baseYear'))}
        {field('targetYear', t('target.targetYear'))}
        {field('scope12Percent', t('target.scope12Percent'))}
        {field('scope3Percent', t('target.scope3Percent'))}
      </Box>
      {canEdit && (
        <Box>
          <Button
            variant="contained"
            disabled={busy}
            data-testid="target-save"
            onClick={() =>
              onSubmit({
                baseYear: numberOrNull(values.baseYear),
                targetYear: numberOrNull(values.targetYear),
                scope12Percent: numberOrNull(values.scope12Percent),
                scope3Percent: numberOrNull(values.scope3Percent),
              })
            }
          >
            {t('target.save')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
