import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ANNUAL_REVENUES,
  DESCRIPTION_MAX_LENGTH,
  INDUSTRIES,
  INITIAL_QUESTION_FIELDS,
  OFFICE_LOCATIONS,
  OFFICE_SIZES,
  PEOPLE_AMOUNTS,
  initialQuestionsSchema,
  validationMessage,
} from '@ghg/contracts';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import type { Locale } from '../../../i18n/locale';
import { apiFailureOf } from '../../../lib/graphql-errors';
import { sortedPolish } from '../../../lib/polish-order';
import type { SavedInitialQuestions } from '../api/initial-questions.types';
import { useUpdateInitialQuestionsMutation } from '../api/update-initial-questions.mutation';
import { useAnswerLabels } from './answer-labels';
import {
  toFormValues,
  toMutationInput,
  type InitialQuestionField,
  type InitialQuestionsFormValues,
} from './initial-questions-values';

const schemaResolver = zodResolver(initialQuestionsSchema, undefined, { raw: true });

/** Validates what would be sent (empty answers left out, numbers parsed); errors carry validation codes. */
const resolver: Resolver<InitialQuestionsFormValues> = async (values, context, options) => {
  const result = await schemaResolver(toMutationInput(values), context, options as never);
  return Object.keys(result.errors).length > 0
    ? { values: {}, errors: result.errors }
    : { values, errors: {} };
};

type Failure = 'conflict' | 'saveFailed' | { validation: string[] };

interface InitialQuestionsFormProps {
  saved: SavedInitialQuestions;
  locale: Locale;
  /** Called with the command's position so the page refetches what depends on it. */
  onSaved: (position: string) => void;
  onReload: () => void;
}

export function InitialQuestionsForm({ saved, locale, onSaved, onReload }: InitialQuestionsFormProps) {
  const { t } = useTranslation('company');
  const { t: tCommon } = useTranslation('common');
  const labels = useAnswerLabels(locale);
  const showSnackbar = useSnackbar();
  const [, update] = useUpdateInitialQuestionsMutation();
  const [baseRevision, setBaseRevision] = useState<number | null>(null);
  const [awaitRevision, setAwaitRevision] = useState<number | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const form = useForm<InitialQuestionsFormValues>({
    defaultValues: toFormValues(saved),
    resolver,
    mode: 'onTouched',
  });
  const { register, handleSubmit, reset, setError, watch, formState } = form;

  // The form follows the server when it has nothing of the user's to lose, or when a save/reload asked for it.
  useEffect(() => {
    const firstLoad = baseRevision === null;
    const afterSave = awaitRevision !== null && saved.revision >= awaitRevision;
    const untouched = !formState.isDirty && saved.revision !== baseRevision;
    if (firstLoad || afterSave || untouched) {
      reset(toFormValues(saved));
      setBaseRevision(saved.revision);
      if (afterSave) setAwaitRevision(null);
    }
  }, [saved, baseRevision, awaitRevision, formState.isDirty, reset]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await update({
      input: toMutationInput(values),
      expectedRevision: baseRevision ?? saved.revision,
    });
    if (result.error || !result.data) {
      const apiFailure = result.error ? apiFailureOf(result.error) : null;
      if (apiFailure?.code === 'WRONG_EXPECTED_REVISION') return setFailure('conflict');
      if (apiFailure?.code === 'VALIDATION_ERROR') {
        const unplaced: string[] = [];
        for (const { path, code } of apiFailure.fields) {
          if ((INITIAL_QUESTION_FIELDS as readonly string[]).includes(path)) {
            setError(path as InitialQuestionField, { type: 'server', message: code }, { shouldFocus: true });
          } else unplaced.push(code);
        }
        if (unplaced.length > 0 || apiFailure.fields.length === 0) setFailure({ validation: unplaced });
        return;
      }
      return setFailure('saveFailed');
    }
    const { position, revision } = result.data.updateInitialQuestions;
    setAwaitRevision(revision);
    onSaved(position);
    showSnackbar({ message: tCommon('snackbar.saved'), theme: 'success' });
  });

  const fieldProps = (field: InitialQuestionField) => {
    const { ref, ...rest } = register(field);
    const code = formState.errors[field]?.message;
    return {
      ...rest,
      inputRef: ref,
      id: `initial-questions-${field}`,
      label: labels.field(field),
      error: Boolean(code),
      helperText: code ? validationMessage(code, locale) : undefined,
      fullWidth: true,
      slotProps: { inputLabel: { shrink: true } },
    };
  };

  const options = useMemo(
    () => ({
      industry: sortedPolish(
        INDUSTRIES.map((code) => ({ code, name: labels.value('industry', code) })),
        (industry) => industry.name,
      ),
      country: labels.countries,
      peopleAmount: PEOPLE_AMOUNTS.map((code) => ({ code, name: labels.value('peopleAmount', code) })),
      annualRevenue: ANNUAL_REVENUES.map((code) => ({ code, name: labels.value('annualRevenue', code) })),
      officeSize: OFFICE_SIZES.map((code) => ({ code, name: labels.value('officeSize', code) })),
      officeLocation: OFFICE_LOCATIONS.map((code) => ({ code, name: labels.value('officeLocation', code) })),
    }),
    [labels],
  );

  const select = (field: keyof typeof options) => (
    <TextField
      {...fieldProps(field)}
      select
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{t('initialQuestions.notSelected')}</option>
      {options[field].map((option) => (
        <option key={option.code} value={option.code}>
          {option.name}
        </option>
      ))}
    </TextField>
  );

  const description = watch('description') ?? '';
  const descriptionProps = fieldProps('description');

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2.5 }}>
      <Box>
        <TextField
          {...descriptionProps}
          multiline
          minRows={4}
          helperText={descriptionProps.helperText ?? t('initialQuestions.fields.descriptionHelp')}
        />
        <Typography
          variant="caption"
          component="p"
          aria-live="polite"
          sx={{ textAlign: 'right', mt: 0.5 }}
          color={description.length > DESCRIPTION_MAX_LENGTH ? 'error' : 'text.secondary'}
        >
          {t('initialQuestions.characterCount', { count: description.length, max: DESCRIPTION_MAX_LENGTH })}
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {select('industry')}
        {select('country')}
        {select('peopleAmount')}
        <TextField {...fieldProps('peopleAmountNumber')} inputMode="numeric" />
        {select('annualRevenue')}
        <TextField {...fieldProps('annualRevenueRange')} inputMode="numeric" />
        {select('officeSize')}
        {select('officeLocation')}
      </Box>
      {failure === 'conflict' && (
        <Alert
          severity="warning"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                setFailure(null);
                setBaseRevision(null);
                onReload();
              }}
            >
              {t('initialQuestions.reload')}
            </Button>
          }
        >
          {t('initialQuestions.conflict')}
        </Alert>
      )}
      {failure === 'saveFailed' && <Alert severity="error">{t('initialQuestions.saveFailed')}</Alert>}
      {typeof failure === 'object' && failure !== null && (
        <Alert severity="error">
          {failure.validation.length > 0
            ? failure.validation.map((code) => validationMessage(code, locale)).join('; ')
            : t('initialQuestions.saveFailed')}
        </Alert>
      )}
      <Box>
        <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('initialQuestions.saving') : t('initialQuestions.save')}
        </Button>
      </Box>
    </Box>
  );
}
