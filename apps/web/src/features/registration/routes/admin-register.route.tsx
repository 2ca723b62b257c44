import { useState } from 'react';
import Button from '@mui/material/Button';
import { adminRegistrationSchema } from '@ghg/contracts';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { useLocalize } from '../../../components/localized';
import { FormField } from '../components/form-field';
import { PublicForm } from '../components/public-form';
import { PublicPage } from '../components/public-page';
import { useSchemaForm } from '../components/schema-form';
import { draftAccount, keepAccount, readDraft } from '../model/registration-draft';

/** Admin variant, step one: the administrator's account (the e-mail twice, a password of 10 characters or more). */
export default function AdminRegisterRoute() {
  const { t } = useTranslation('registration');
  const localize = useLocalize();
  const navigate = useNavigate();
  // Read once: the draft is cleared on success, and this page must not re-route while it navigates away.
  const [draft] = useState(readDraft);
  const [kept] = useState(draftAccount);
  const form = useSchemaForm(adminRegistrationSchema, {
    firstName: kept?.firstName ?? '',
    lastName: kept?.lastName ?? '',
    email: kept?.email ?? '',
    repeatEmail: kept?.repeatEmail ?? '',
    phoneNumber: kept?.phoneNumber ?? '',
    jobTitle: kept?.jobTitle ?? '',
    password: '',
    repeatPassword: '',
  });
  if (!draft || draft.variant !== 'admin')
    return <Navigate to={localize('/public-form/link-expired')} replace />;

  return (
    <PublicPage title={t('adminRegister.title')} text={t('adminRegister.text')}>
      <PublicForm
        onSubmit={() => {
          if (!form.validate()) return;
          keepAccount(form.values as never);
          void navigate(localize('/public-form/company'));
        }}
      >
        <FormField form={form} name="firstName" autoComplete="given-name" required />
        <FormField form={form} name="lastName" autoComplete="family-name" required />
        <FormField form={form} name="email" type="email" autoComplete="email" required />
        <FormField form={form} name="repeatEmail" type="email" autoComplete="email" required />
        <FormField form={form} name="phoneNumber" type="tel" autoComplete="tel" />
        <FormField form={form} name="jobTitle" autoComplete="organization-title" />
        <FormField form={form} name="password" type="password" autoComplete="new-password" required />
        <FormField form={form} name="repeatPassword" type="password" autoComplete="new-password" required />
        <Button type="submit" variant="contained" sx={{ justifySelf: 'start' }}>
          {t('next')}
        </Button>
      </PublicForm>
    </PublicPage>
  );
}
