import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  JOB_TITLE_MAX_LENGTH,
  type ProfileView,
  profileUpdateSchema,
  validationMessage,
} from '@ghg/contracts';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import type { Locale } from '../../../i18n/locale';
import { saveProfile } from '../api/save-profile.api';
import {
  PROFILE_FIELDS,
  type ProfileFormValues,
  toProfileFormValues,
  toProfileUpdate,
} from '../model/profile-values';
import { placeFieldErrors } from '../model/request-outcome';

// Error messages are the contracts' validation codes, translated when shown (as the server names them too).
const resolver = zodResolver(profileUpdateSchema, undefined, {
  raw: true,
}) as unknown as Resolver<ProfileFormValues>;

interface ProfileFormProps {
  profile: ProfileView;
  locale: Locale;
  /** Called after a save with the position to read after (null: nothing changed). */
  onSaved: (position: string | null) => void;
  onSessionEnded: () => void;
}

/** Name, surname and job title: saved together, each refusal shown under its field, the typed text kept. */
export function ProfileForm({ profile, locale, onSaved, onSessionEnded }: ProfileFormProps) {
  const { t } = useTranslation('profile');
  const showSnackbar = useSnackbar();
  const [problem, setProblem] = useState<string | null>(null);
  const { register, handleSubmit, reset, setError, formState } = useForm<ProfileFormValues>({
    defaultValues: toProfileFormValues(profile),
    resolver,
    mode: 'onTouched',
  });

  // A newer profile from the server replaces the form only when the user has nothing unsaved in it.
  useEffect(() => {
    if (!formState.isDirty) reset(toProfileFormValues(profile));
  }, [profile, formState.isDirty, reset]);

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    const outcome = await saveProfile(toProfileUpdate(values));
    if (outcome.kind === 'saved') {
      reset(values);
      onSaved(outcome.changed ? outcome.position : null);
      showSnackbar({ message: t('details.saved'), theme: 'success' });
      return;
    }
    if (outcome.kind === 'sessionEnded') return onSessionEnded();
    if (outcome.kind === 'invalid') {
      const { placed, unplaced } = placeFieldErrors(outcome.fields, PROFILE_FIELDS);
      placed.forEach(({ name, code }, index) =>
        setError(name, { type: 'server', message: code }, { shouldFocus: index === 0 }),
      );
      if (unplaced.length > 0) setProblem(unplaced.map((code) => validationMessage(code, locale)).join(' '));
      return;
    }
    setProblem(t('details.saveFailed'));
  });

  const field = (name: (typeof PROFILE_FIELDS)[number], autoComplete: string, required: boolean) => {
    const { ref, ...rest } = register(name);
    const code = formState.errors[name]?.message;
    return (
      <TextField
        {...rest}
        inputRef={ref}
        id={`profile-${name}`}
        label={t(`fields.${name}`)}
        autoComplete={autoComplete}
        required={required}
        error={Boolean(code)}
        helperText={code ? validationMessage(code, locale) : ' '}
        slotProps={{ htmlInput: { maxLength: name === 'jobTitle' ? JOB_TITLE_MAX_LENGTH : undefined } }}
        fullWidth
      />
    );
  };

  return (
    <Box
      component="form"
      noValidate
      aria-labelledby="profile-details-title"
      onSubmit={(event) => void onSubmit(event)}
      sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      {field('firstName', 'given-name', true)}
      {field('lastName', 'family-name', true)}
      {field('jobTitle', 'organization-title', false)}
      <TextField
        id="profile-email"
        label={t('fields.email')}
        value={profile.email}
        helperText={t('details.emailHelp')}
        slotProps={{ input: { readOnly: true } }}
        fullWidth
      />
      {problem && (
        <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
          {problem}
        </Alert>
      )}
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('details.saving') : t('details.save')}
        </Button>
      </Box>
    </Box>
  );
}
