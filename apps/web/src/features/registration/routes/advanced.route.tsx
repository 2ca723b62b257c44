import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  ANNUAL_REVENUES,
  INDUSTRIES,
  PEOPLE_AMOUNTS,
  adminPasswordsSchema,
  advancedRegistrationSchema,
} from '@ghg/contracts';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { useLocalize } from '../../../components/localized';
import { register } from '../api/register.api';
import { ConsentLabel } from '../components/consent-label';
import { CheckboxField, FormField } from '../components/form-field';
import { PublicForm } from '../components/public-form';
import { PublicPage } from '../components/public-page';
import { useSchemaForm } from '../components/schema-form';
import { sortedPolish } from '../../../lib/polish-order';
import {
  clearDraft,
  draftAccount,
  hasPasswords,
  keepPasswords,
  readDraft,
} from '../model/registration-draft';
import { pageAfter } from '../model/registration-outcome';

/** Admin variant, last step: sector, size and revenue, and the rules; sends the three screens at once. */
export default function AdvancedRoute() {
  const { t } = useTranslation(['registration', 'company']);
  const localize = useLocalize();
  const navigate = useNavigate();
  // Read once: the draft is cleared on success, and this page must not re-route while it navigates away.
  const [draft] = useState(readDraft);
  const [account] = useState(draftAccount);
  // After a reload or in another tab the passwords are gone (never stored): asked again here, not from the start.
  const [askPasswords] = useState(() => !hasPasswords());
  const passwords = useSchemaForm(adminPasswordsSchema, { password: '', repeatPassword: '' });
  const form = useSchemaForm(advancedRegistrationSchema, {
    industry: '',
    peopleAmount: '',
    annualRevenue: '',
    acceptRules: false,
    acceptPrivacyPolicy: false,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  if (!draft || draft.variant !== 'admin')
    return <Navigate to={localize('/public-form/link-expired')} replace />;
  if (!account) return <Navigate to={localize('/public-form/register')} replace />;
  if (!draft.company) return <Navigate to={localize('/public-form/company')} replace />;

  const options = (values: readonly string[], key: (value: string) => string) =>
    values.map((value) => ({ value, label: t(key(value), { defaultValue: value }) }));

  const submit = async () => {
    const typed = askPasswords ? passwords.validate() : null;
    const advanced = form.validate();
    if (!advanced || (askPasswords && !typed)) return;
    if (typed) keepPasswords(typed);
    const withPasswords = typed ? { ...account, ...typed } : account;
    setSending(true);
    setProblem(null);
    const outcome = await register(draft.magicLinkId, 'admin', {
      account: withPasswords,
      company: draft.company,
      advanced,
    });
    setSending(false);
    if (outcome.kind === 'registered') {
      clearDraft();
      return void navigate(localize('/public-form/thank-you'));
    }
    const next = pageAfter(outcome);
    if (next) return void navigate(localize(next));
    if (outcome.kind === 'invalid' && form.showServerErrors(outcome.fields, 'advanced') > 0) return;
    setProblem(
      t(
        outcome.kind === 'tooManyAttempts'
          ? 'errors.tooManyAttempts'
          : outcome.kind === 'invalid'
            ? 'errors.earlierStep'
            : 'errors.failed',
      ),
    );
  };

  return (
    <PublicPage title={t('advanced.title')} text={t('advanced.text')}>
      <PublicForm columns={1} onSubmit={() => void submit()}>
        <FormField
          form={form}
          name="industry"
          options={sortedPolish(
            options(INDUSTRIES, (v) => `company:industries.${v}`),
            (o) => o.label,
          )}
          required
        />
        <FormField
          form={form}
          name="peopleAmount"
          options={options(PEOPLE_AMOUNTS, (v) => `company:initialQuestions.peopleAmount.${v}`)}
          required
        />
        <FormField
          form={form}
          name="annualRevenue"
          options={options(ANNUAL_REVENUES, (v) => `company:initialQuestions.annualRevenue.${v}`)}
          required
        />
        {askPasswords && (
          <>
            <Alert severity="info" data-testid="registration-passwords-again">
              {t('advanced.passwordsAgain')}
            </Alert>
            <FormField
              form={passwords}
              name="password"
              type="password"
              autoComplete="new-password"
              required
            />
            <FormField
              form={passwords}
              name="repeatPassword"
              type="password"
              autoComplete="new-password"
              required
            />
          </>
        )}
        <CheckboxField form={form} name="acceptRules" label={<ConsentLabel document="terms" />} />
        <CheckboxField
          form={form}
          name="acceptPrivacyPolicy"
          label={<ConsentLabel document="privacyPolicy" />}
        />
        {problem && <Alert severity="error">{problem}</Alert>}
        <Box sx={{ display: 'flex', gap: 2 }}>
          <Button onClick={() => void navigate(localize('/public-form/company'))}>{t('back')}</Button>
          <Button type="submit" variant="contained" disabled={sending}>
            {t('advanced.submit')}
          </Button>
        </Box>
      </PublicForm>
    </PublicPage>
  );
}
