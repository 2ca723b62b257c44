import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { COUNTRY_CODES, companyRegistrationSchema } from '@ghg/contracts';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { useLocalize, usePageLocale } from '../../../components/localized';
import { FormField } from '../components/form-field';
import { PublicForm } from '../components/public-form';
import { PublicPage } from '../components/public-page';
import { useSchemaForm } from '../components/schema-form';
import { sortedPolish } from '../../../lib/polish-order';
import { draftAccount, readDraft, saveDraft } from '../model/registration-draft';

/** Admin variant, step two: the company's data (spec §3 Company). */
export default function CompanyDataRoute() {
  const { t } = useTranslation('registration');
  const locale = usePageLocale();
  const localize = useLocalize();
  const navigate = useNavigate();
  // Read once: the draft is cleared on success, and this page must not re-route while it navigates away.
  const [draft] = useState(readDraft);
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return sortedPolish(
      COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })),
      (country) => country.label,
    );
  }, [locale]);
  const saved = draft?.company;
  const form = useSchemaForm(companyRegistrationSchema, {
    companyName: saved?.companyName ?? '',
    street: saved?.street ?? '',
    postalCode: saved?.postalCode ?? '',
    city: saved?.city ?? '',
    nip: saved?.nip ?? '',
    country: saved?.country ?? '',
  });
  if (!draft || draft.variant !== 'admin')
    return <Navigate to={localize('/public-form/link-expired')} replace />;
  if (!draftAccount()) return <Navigate to={localize('/public-form/register')} replace />;

  return (
    <PublicPage title={t('company.title')} text={t('company.text')}>
      <PublicForm
        onSubmit={() => {
          if (!form.validate()) return;
          saveDraft({ ...draft, company: form.values as never });
          void navigate(localize('/public-form/advanced'));
        }}
      >
        <FormField form={form} name="companyName" autoComplete="organization" required />
        <FormField form={form} name="nip" required />
        <FormField form={form} name="street" autoComplete="street-address" required />
        <FormField form={form} name="postalCode" autoComplete="postal-code" required />
        <FormField form={form} name="city" autoComplete="address-level2" required />
        <FormField form={form} name="country" options={countries} required />
        <Box sx={{ display: 'flex', gap: 2 }}>
          <Button onClick={() => void navigate(localize('/public-form/register'))}>{t('back')}</Button>
          <Button type="submit" variant="contained">
            {t('next')}
          </Button>
        </Box>
      </PublicForm>
    </PublicPage>
  );
}
