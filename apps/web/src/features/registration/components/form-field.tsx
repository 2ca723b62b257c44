import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SchemaForm } from './schema-form';

export interface FieldProps {
  form: SchemaForm<unknown>;
  name: string;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: string;
  required?: boolean;
  readOnly?: boolean;
  /** A choice from a list: value and label of each option. */
  options?: readonly { value: string; label: string }[];
}

/** One field of a public form: its label from registration.fields, its error under it. */
export function FormField({
  form,
  name,
  type = 'text',
  autoComplete,
  required,
  readOnly,
  options,
}: FieldProps) {
  const { t } = useTranslation('registration');
  const error = form.errors[name];
  return (
    <TextField
      id={`field-${name}`}
      name={name}
      label={t(`fields.${name}`)}
      type={type}
      select={Boolean(options)}
      autoComplete={autoComplete}
      required={required}
      value={String(form.values[name] ?? '')}
      onChange={(event) => form.set(name, event.target.value)}
      error={Boolean(error)}
      helperText={error ?? ' '}
      slotProps={{ input: { readOnly } }}
      fullWidth
    >
      {options?.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function CheckboxField({
  form,
  name,
  label,
}: {
  form: SchemaForm<unknown>;
  name: string;
  label: ReactNode;
}) {
  const error = form.errors[name];
  return (
    <FormControl error={Boolean(error)}>
      <FormControlLabel
        control={
          <Checkbox
            name={name}
            checked={form.values[name] === true}
            onChange={(event) => form.set(name, event.target.checked)}
          />
        }
        label={label}
      />
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
