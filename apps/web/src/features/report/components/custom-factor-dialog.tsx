import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { AnswerCommandInput, CustomFactorView } from '@ghg/contracts';
import { useTranslation } from 'react-i18next';
import { parseCell } from '../model/cell-value';
import { newRowId } from '../model/new-row';
import type { OptionChoice } from './option-labels';
import type { CommandOutcome } from './use-section-sheet';

interface CustomFactorDialogProps {
  open: boolean;
  kind: CustomFactorView['kind'];
  units: readonly OptionChoice[];
  onClose: () => void;
  run: (command: AnswerCommandInput) => Promise<CommandOutcome>;
  /** Called with the option key the new factor is chosen by: `custom:<id>`. */
  onDefined: (optionKey: string) => void;
}

type Field = 'name' | 'kgCo2ePerUnit' | 'unit';

/** A custom fuel, provider or refrigerant (spec §5: name, factor and unit all filled to save). */
export function CustomFactorDialog({ open, kind, units, onClose, run, onDefined }: CustomFactorDialogProps) {
  const { t } = useTranslation('report');
  const { t: tValidation } = useTranslation('validation');
  const [values, setValues] = useState<Record<Field, string>>({ name: '', kgCo2ePerUnit: '', unit: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const factor = parseCell({ valueType: 'number', units: null }, values.kgCo2ePerUnit);
    const found: Partial<Record<Field, string>> = {};
    if (values.name.trim() === '') found.name = 'required';
    if (values.kgCo2ePerUnit.trim() === '') found.kgCo2ePerUnit = 'required';
    else if (!factor.ok) found.kgCo2ePerUnit = factor.code;
    if (values.unit === '') found.unit = 'required';
    setErrors(found);
    if (Object.keys(found).length > 0 || !factor.ok || typeof factor.value !== 'number') return;
    setSaving(true);
    setFailed(false);
    const customId = newRowId();
    const outcome = await run({
      type: 'DefineCustomFactor',
      custom: { customId, kind, name: values.name.trim(), kgCo2ePerUnit: factor.value, unit: values.unit },
    });
    setSaving(false);
    if (!outcome.ok) {
      const fields: Partial<Record<Field, string>> = {};
      for (const { path, code } of outcome.failure.fields) {
        const field = path.replace(/^custom\./, '') as Field;
        if (field === 'name' || field === 'kgCo2ePerUnit' || field === 'unit') fields[field] = code;
      }
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailed(true);
      return;
    }
    setValues({ name: '', kgCo2ePerUnit: '', unit: '' });
    onDefined(`custom:${customId}`);
    onClose();
  };

  const field = (name: Field) => ({
    id: `custom-factor-${name}`,
    label: t(`custom.${name}`),
    value: values[name],
    required: true,
    fullWidth: true,
    error: Boolean(errors[name]),
    helperText: errors[name] ? tValidation(errors[name]!) : undefined,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
    slotProps: { htmlInput: { 'data-testid': `custom-factor-${name}` }, inputLabel: { shrink: true } },
  });

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="custom-factor-title" fullWidth maxWidth="xs">
      <DialogTitle id="custom-factor-title">{t(`custom.title.${kind}`)}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <TextField {...field('name')} />
        <TextField {...field('kgCo2ePerUnit')} inputMode="decimal" />
        <TextField
          {...field('unit')}
          select
          slotProps={{ ...field('unit').slotProps, select: { native: true } }}
        >
          <option value="">{t('table.notSelected')}</option>
          {units.map((unit) => (
            <option key={unit.key} value={unit.key}>
              {unit.label}
            </option>
          ))}
        </TextField>
        {failed && <Alert severity="error">{t('errors.saveFailed')}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('custom.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={saving} data-testid="custom-factor-save">
          {t('custom.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
