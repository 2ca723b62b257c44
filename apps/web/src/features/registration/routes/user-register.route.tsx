import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { invitedUserRegistrationSchema, userRegistrationSchema } from '@ghg/contracts';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { useLocalize } from '../../../components/localized';
import { register } from '../api/register.api';
import { ConsentLabel } from '../components/consent-label';
import { CheckboxField, FormField } from '../components/form-field';
import { PublicForm } from '../components/public-form';
import { PublicPage } from '../components/public-page';
import { acceptWithAccountHref } from '../model/accept-with-account';
import { useSchemaForm } from '../components/schema-form';
import { clearDraft, readDraft } from '../model/registration-draft';
import { pageAfter } from '../model/registration-outcome';

/** User variant: one form, then 'Account Created'. The invited address is fixed. */
export default function UserRegisterRoute() {
  const { t } = useTranslation('registration');
  const localize = useLocalize();
  const navigate = useNavigate();
  // Read once: the draft is cleared on success, and this page must not re-route while it navigates away.
  const [draft] = useState(readDraft);
  // The invited address (fixed) was accepted at invitation, `.local` included; a typed one meets the public pattern.
  const form = useSchemaForm(draft?.email ? invitedUserRegistrationSchema : userRegistrationSchema, {
    firstName: '',
    lastName: '',
    email: draft?.email ?? '',
    phoneNumber: '',
    jobTitle: '',
    password: '',
    repeatPassword: '',
    acceptRules: false,
    acceptPrivacyPolicy: false,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  if (!draft || draft.variant !== 'user')
    return <Navigate to={localize('/public-form/link-expired')} replace />;

  const submit = async () => {
    const value = form.validate();
    if (!value) return;
    setSending(true);
    setProblem(null);
    const outcome = await register(draft.magicLinkId, 'user', value);
    setSending(false);
    if (outcome.kind === 'registered') {
      clearDraft();
      return void navigate(localize('/public-form/user/thank-you'));
    }
    const next = pageAfter(outcome);
    if (next) return void navigate(localize(next));
    if (outcome.kind === 'invalid' && form.showServerErrors(outcome.fields) > 0) return;
    setProblem(t(outcome.kind === 'tooManyAttempts' ? 'errors.tooManyAttempts' : 'errors.failed'));
  };

  return (
    <PublicPage title={t('userRegister.title')} text={t('userRegister.text')}>
      <PublicForm onSubmit={() => void submit()}>
        <FormField form={form} name="firstName" autoComplete="given-name" required />
        <FormField form={form} name="lastName" autoComplete="family-name" required />
        <FormField
          form={form}
          name="email"
          type="email"
          autoComplete="email"
          required
          readOnly={Boolean(draft.email)}
        />
        <FormField form={form} name="phoneNumber" type="tel" autoComplete="tel" />
        <FormField form={form} name="jobTitle" autoComplete="organization-title" />
        <Box />
        <FormField form={form} name="password" type="password" autoComplete="new-password" required />
        <FormField form={form} name="repeatPassword" type="password" autoComplete="new-password" required />
        <Box sx={{ gridColumn: '1 / -1', display: 'grid' }}>
          <CheckboxField form={form} name="acceptRules" label={<ConsentLabel document="terms" />} />
          <CheckboxField
            form={form}
            name="acceptPrivacyPolicy"
            label={<ConsentLabel document="privacyPolicy" />}
          />
        </Box>
        {problem && (
          <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
            {problem}
          </Alert>
        )}
        <Button type="submit" variant="contained" disabled={sending} sx={{ justifySelf: 'start' }}>
          {t('userRegister.submit')}
        </Button>
      </PublicForm>
      <Link href={acceptWithAccountHref(draft.magicLinkId, localize)}>{t('userRegister.haveAccount')}</Link>
    </PublicPage>
  );
}
