import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { type PasswordRule, passwordChangeSchema, validationMessage } from '@ghg/contracts';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import type { Locale } from '../../../i18n/locale';
import { changePassword } from '../api/change-password.api';
import { passwordHints } from '../model/password-rules';
import { EMPTY_PASSWORD_FORM, PASSWORD_FIELDS, type PasswordFormValues } from '../model/profile-values';
import { placeFieldErrors } from '../model/request-outcome';

interface PasswordFormProps {
  rule: PasswordRule;
  locale: Locale;
  onManagedByProvider: () => void;
  onSessionEnded: () => void;
}

const AUTOCOMPLETE = {
  currentPassword: 'current-password',
  newPassword: 'new-password',
  repeatPassword: 'new-password',
} as const;

/** Current, new and repeated password (spec §5 rules); a wrong current password is shown under its field. */
export function PasswordForm({ rule, locale, onManagedByProvider, onSessionEnded }: PasswordFormProps) {
  const { t } = useTranslation('profile');
  const showSnackbar = useSnackbar();
  const [problem, setProblem] = useState<string | null>(null);
  const resolver = useMemo(
    () =>
      zodResolver(passwordChangeSchema(rule), undefined, {
        raw: true,
      }) as unknown as Resolver<PasswordFormValues>,
    [rule],
  );
  const { register, handleSubmit, reset, setError, formState, watch } = useForm<PasswordFormValues>({
    defaultValues: EMPTY_PASSWORD_FORM,
    resolver,
    mode: 'onTouched',
  });
  const hints = passwordHints(watch('newPassword') ?? '', rule);

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    const outcome = await changePassword(values);
    if (outcome.kind === 'saved') {
      reset(EMPTY_PASSWORD_FORM);
      showSnackbar({ message: t('password.changed'), theme: 'success' });
      return;
    }
    if (outcome.kind === 'managedByProvider') return onManagedByProvider();
    if (outcome.kind === 'sessionEnded') return onSessionEnded();
    if (outcome.kind === 'tooManyAttempts')
      return setProblem(t(outcome.locked ? 'password.locked' : 'password.tooManyAttempts'));
    if (outcome.kind === 'invalid') {
      const { placed, unplaced } = placeFieldErrors(outcome.fields, PASSWORD_FIELDS);
      placed.forEach(({ name, code }, index) =>
        setError(name, { type: 'server', message: code }, { shouldFocus: index === 0 }),
      );
      if (unplaced.length > 0) setProblem(unplaced.map((code) => validationMessage(code, locale)).join(' '));
      return;
    }
    setProblem(t('password.failed'));
  });

  const field = (name: (typeof PASSWORD_FIELDS)[number]) => {
    const { ref, ...rest } = register(name);
    const code = formState.errors[name]?.message;
    return (
      <TextField
        {...rest}
        inputRef={ref}
        id={`profile-${name}`}
        type="password"
        label={t(`password.fields.${name}`)}
        autoComplete={AUTOCOMPLETE[name]}
        required
        error={Boolean(code)}
        helperText={code ? validationMessage(code, locale) : ' '}
        slotProps={
          name === 'newPassword'
            ? { htmlInput: { 'aria-describedby': 'profile-newPassword-helper-text profile-password-rules' } }
            : {}
        }
        fullWidth
      />
    );
  };

  return (
    <Box
      component="form"
      noValidate
      aria-labelledby="profile-password-title"
      onSubmit={(event) => void onSubmit(event)}
      sx={{ display: 'grid', gap: 1, maxWidth: 480 }}
    >
      {field('currentPassword')}
      {field('newPassword')}
      <Box id="profile-password-rules" sx={{ mt: -0.5, mb: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {t('password.rulesTitle')}
        </Typography>
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {hints.map(({ hint, met, minLength }) => (
            <Typography
              key={hint}
              component="li"
              variant="body2"
              data-met={met}
              sx={{ display: 'flex', gap: 1, color: met ? 'primary.main' : 'text.secondary' }}
            >
              {/* A mark as well as a colour, so the state does not rest on colour alone. */}
              <Box component="span" aria-hidden sx={{ width: '1em', textAlign: 'center', fontWeight: 700 }}>
                {met ? '✓' : '○'}
              </Box>
              <span>
                {t(`password.rules.${hint}`, { min: minLength })}
                <Box component="span" sx={visuallyHidden}>
                  {met ? ` (${t('password.ruleMet')})` : ` (${t('password.ruleNotMet')})`}
                </Box>
              </span>
            </Typography>
          ))}
        </Box>
      </Box>
      {field('repeatPassword')}
      {problem && <Alert severity="error">{problem}</Alert>}
      <Box>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('password.changing') : t('password.change')}
        </Button>
      </Box>
    </Box>
  );
}

// Pixel strings: in sx a bare 1 means 100%, which made the hidden text as wide as its row and the page scroll.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
