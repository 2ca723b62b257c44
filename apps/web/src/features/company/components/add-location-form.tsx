import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { type EntityView, LOCATION_NAME_MAX_LENGTH } from '@ghg/contracts';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../i18n/locale';
import type { LocationChange } from '../api/locations.api';
import { locationFieldMessage, locationNameProblem } from './locations-model';
import { InlineForm } from './inline-form';

interface AddLocationFormProps {
  locale: Locale;
  /** Locations already listed: a name they hold is refused here before asking the server. */
  existing: readonly EntityView[];
  onAdd: (name: string) => Promise<LocationChange>;
}

/** Add location: one name; a refused name keeps the input and says why under the field. */
export function AddLocationForm({ locale, existing, onAdd }: AddLocationFormProps) {
  const { t } = useTranslation('company');
  const [name, setName] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [sending, setSending] = useState(false);

  const submit = async () => {
    setFailed(false);
    const problem = locationNameProblem(name, existing);
    if (problem) return setFieldError(locationFieldMessage(problem, locale));
    setSending(true);
    const outcome = await onAdd(name.trim());
    setSending(false);
    if (outcome.ok) {
      setName('');
      setFieldError(null);
      return;
    }
    const refusal = outcome.fields.find((field) => field.path === 'name');
    if (refusal) setFieldError(locationFieldMessage(refusal.code, locale));
    else setFailed(true);
  };

  return (
    <InlineForm
      titleId="add-location-title"
      title={t('locations.add')}
      columns={{ sm: '1fr auto' }}
      onSubmit={() => void submit()}
    >
      <TextField
        id="location-name"
        label={t('locations.name')}
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setFieldError(null);
        }}
        error={fieldError !== null}
        helperText={fieldError ?? t('locations.nameHelp', { max: LOCATION_NAME_MAX_LENGTH })}
        slotProps={{ htmlInput: { maxLength: LOCATION_NAME_MAX_LENGTH + 20 } }}
        required
      />
      <Button type="submit" variant="contained" disabled={sending} sx={{ mt: { sm: 1 } }}>
        {sending ? t('locations.adding') : t('locations.addButton')}
      </Button>
      {failed && (
        <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
          {t('locations.addFailed')}
        </Alert>
      )}
    </InlineForm>
  );
}
